/**
 * Where a person may be sent after signing in (spec 1 section 4, spec 2 section 2).
 *
 * A target that arrives through a link (redirectTo, /processing?redirect=) is followed only when it is
 * a path of this console or a full http(s) address whose host the configuration allows; anything else
 * would let a crafted link send a freshly signed-in person to another site, so it falls back to /apps.
 */
export const LANDING_PATH = '/apps';

/** A path of this console: one leading slash, never `//host` or `/\host` (both leave the origin). */
export function isConsolePath(target: string): boolean {
  return /^\/(?![/\\])/.test(target);
}

function parseHttpUrl(target: string): URL | null {
  return isExternal(target) && URL.canParse(target) ? new URL(target) : null;
}

export interface RedirectRules {
  /** Hosts (`app.example.com` or `app.example.com:8443`) a full address may point at. */
  allowedHosts: readonly string[];
  /** The console's own origin: full addresses on it are console paths too. */
  origin?: string;
}

export function isAllowedRedirect(target: string | null | undefined, rules: RedirectRules): boolean {
  if (!target) return false;
  const trimmed = target.trim();
  if (isConsolePath(trimmed)) return true;
  const url = parseHttpUrl(trimmed);
  if (!url) return false;
  if (rules.origin && url.origin === rules.origin) return true;
  // The URL parser gives host and hostname in lower case; a host without a port allows every port.
  const allowed = rules.allowedHosts.map((h) => h.trim().toLowerCase());
  return allowed.includes(url.host) || allowed.includes(url.hostname);
}

/** The target when it may be followed, otherwise the launcher. */
export function safeRedirect(target: string | null | undefined, rules: RedirectRules): string {
  return target && isAllowedRedirect(target, rules) ? target.trim() : LANDING_PATH;
}

/** True for targets that leave the single-page app (a full address), false for console paths. */
export function isExternal(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

/** `app.example.com`, `http://app.example.com/x` → `https://app.example.com/x` (spec: "as https"). */
export function asHttps(url: string): string {
  return `https://${url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')}`;
}

/** Host of an address, for trusting the signed-in user's own default app; empty when not an address. */
export function hostOf(url: string | null | undefined): string {
  if (!url) return '';
  return parseHttpUrl(isExternal(url) ? url : asHttps(url))?.host ?? '';
}
