/**
 * The post-login redirect kept in local storage (spec 1 section 2: the redirectTo parameter, and the
 * path a visitor asked for before signing in). One key, read once when a sign-in starts.
 */
const KEY = 'redirectTo';

export function storePostLoginRedirect(target: string): void {
  try {
    localStorage.setItem(KEY, target);
  } catch {
    // storage disabled: the person simply lands on the default page
  }
}

/** Reads and clears the stored redirect ("when login starts the stored redirect is cleared"). */
export function takePostLoginRedirect(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}

export function peekPostLoginRedirect(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
