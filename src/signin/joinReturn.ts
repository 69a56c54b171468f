/** The join page for an invitation, as the address a sign-in returns to (spec 2 section 4). */
export function joinOrganizationPath(token: string, email?: string): string {
  const params = new URLSearchParams({ token });
  if (email) params.set('email', email);
  return `/joinOrganization?${params}`;
}

/** The sign-in page prefilled with an e-mail. */
export function signinPathWithEmail(signinPath: string, email?: string): string {
  return email ? `${signinPath}?${new URLSearchParams({ email })}` : signinPath;
}
