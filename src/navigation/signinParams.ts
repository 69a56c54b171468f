/**
 * What the URL parameters of spec 1 section 2 ask for, read from a query string. Kept apart from the
 * component so each rule is tested on its own.
 */
export interface UrlRequests {
  activate?: { token: string; email?: string };
  invite?: { token: string; email?: string };
  resetToken?: string;
  redirectTo?: string;
  signup: boolean;
  /** An organization's shared join token for the signup dialog (a sign-up link copied from the organization). */
  organizationToken?: string;
  prefill?: { email?: string; password?: string; plcode?: string };
}

/** `password` comes base64-encoded (UTF-8); a value that does not decode is ignored. */
export function decodeBase64(value: string): string | undefined {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, ''));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function readUrlRequests(search: string): UrlRequests {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name) ?? undefined;
  const email = get('email');
  const requests: UrlRequests = { signup: params.has('signup') && params.get('signup') !== 'false' };

  const activateToken = get('activateToken');
  if (activateToken) requests.activate = { token: activateToken, email };
  const inviteToken = get('inviteToken');
  if (inviteToken) requests.invite = { token: inviteToken, email };
  const resetToken = get('resetPassword');
  if (resetToken) requests.resetToken = resetToken;
  const redirectTo = get('redirectTo');
  if (redirectTo) requests.redirectTo = redirectTo;
  const organizationToken = get('organizationToken')?.trim();
  if (organizationToken) requests.organizationToken = organizationToken;

  const encoded = get('password');
  const password = encoded ? decodeBase64(encoded) : undefined;
  const plcode = get('plcode');
  if (email !== undefined || password !== undefined || plcode) {
    requests.prefill = {
      ...(email !== undefined && { email }),
      ...(password !== undefined && { password }),
      ...(plcode && { plcode }),
    };
  }
  return requests;
}

/** Parameters that are spent once handled: one-time tokens and credentials leave the address bar. */
export const SPENT_PARAMS = [
  'activateToken',
  'resetPassword',
  'password',
  'plcode',
  'redirectTo',
  'signup',
  'organizationToken',
];

/**
 * The ready sign-up link of an organization: the sign-in page opening the signup dialog with the
 * organization's shared token filled in (read back by readUrlRequests).
 */
export function signupLink(origin: string, signinPath: string, organizationToken: string): string {
  const params = new URLSearchParams({ signup: 'true', organizationToken });
  return `${origin}${signinPath}?${params}`;
}
