import { asHttps, isExternal, safeRedirect, LANDING_PATH, type RedirectRules } from './redirect';

/** Parameters meant for the sign-in form itself (prefill, credentials): they do not travel further. */
const SIGNIN_PARAMS = ['email', 'password', 'plcode', 'redirectTo'];

export interface DestinationInput {
  /** The post-login redirect stored before the sign-in started (link or requested page). */
  stored: string | null;
  /** `defaultRedirect` of the configuration. */
  defaultRedirect: string;
  /** `defaultAppURL` of the sign-in answer. */
  defaultAppURL?: string | null;
  /** The sign-in page's query string, `?a=b` or empty. */
  search: string;
}

/**
 * Where a person goes after signing in, in the order of spec 1 section 4: the stored redirect (only
 * when the allow-list accepts it: a crafted link lands on /apps), the configured default, the default
 * app as https, else /apps with the current query string.
 */
export function signinDestination(input: DestinationInput, rules: RedirectRules): string {
  if (input.stored) return safeRedirect(input.stored, rules);
  if (input.defaultRedirect) return input.defaultRedirect;
  if (input.defaultAppURL) return asHttps(input.defaultAppURL);
  const params = new URLSearchParams(input.search);
  SIGNIN_PARAMS.forEach((name) => params.delete(name));
  const query = params.toString();
  return query ? `${LANDING_PATH}?${query}` : LANDING_PATH;
}

/** Sends the browser to a destination: a page of the console through the router, else the address. */
export function goTo(destination: string, navigate: (path: string) => void): void {
  if (isExternal(destination)) window.location.assign(destination);
  else navigate(destination);
}
