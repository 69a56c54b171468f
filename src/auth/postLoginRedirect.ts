/**
 * The post-login redirect (spec 1, section 2): stored in local storage under one key when a visitor
 * asks for a page that needs a sign-in (or the URL carries `redirectTo`), read by the sign-in page.
 */
export const POST_LOGIN_REDIRECT_KEY = 'postLoginRedirect';

export function storePostLoginRedirect(target: string) {
  try {
    localStorage.setItem(POST_LOGIN_REDIRECT_KEY, target);
  } catch {
    // storage disabled: the user lands on the default page instead
  }
}

export function readPostLoginRedirect(): string | null {
  try {
    return localStorage.getItem(POST_LOGIN_REDIRECT_KEY);
  } catch {
    return null;
  }
}

export function clearPostLoginRedirect() {
  try {
    localStorage.removeItem(POST_LOGIN_REDIRECT_KEY);
  } catch {
    // nothing stored
  }
}
