/**
 * The console's one reader and writer of script-readable cookies (dark mode, language, cookie consent, the
 * platform's `token`): on document.cookie directly, as js-cookie does, in fewer bytes than js-cookie's on the
 * start-up code every page downloads first (its budget: tests/unit/bundle-budget.test.ts).
 */

/** The value of cookie `name`, decoded; undefined when there is none. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const at = pair.indexOf('=');
    if (decodeURIComponent(pair.slice(0, at)) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1));
    } catch {
      return pair.slice(at + 1);
    }
  }
  return undefined;
}

/** Sets cookie `name` for the whole site for `days` days (SameSite=Lax). */
export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; expires=${expires}; SameSite=Lax`;
}

/** The platform's script-readable `token` cookie, set beside the HttpOnly session (the realtime socket's token). */
export const PLATFORM_TOKEN_COOKIE = 'token';
