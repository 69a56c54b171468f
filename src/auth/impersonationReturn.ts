/**
 * Where an administrator started an impersonation (the user's panel, `/users?userID=17`), so that
 * stopping it brings them back there (issue 42) instead of wherever the impersonated user's pages left
 * them. Kept for the tab (session storage): only an in-app path is ever stored or returned, never
 * another origin (`//host`, `/\host`), whatever the storage holds.
 */
const KEY = 'impersonationReturn';

const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

export function rememberImpersonationReturn(path: string) {
  try {
    if (isAppPath(path)) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage disabled: stopping reloads the page where it is
  }
}

/** The path to return to, once: it is forgotten as it is read. */
export function takeImpersonationReturn(): string | undefined {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isAppPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
