import type { SignupPayload } from '@/auth/calls';

/** The signup form: the payload's shape; only which optional fields are present differs. */
export type SignupForm = SignupPayload;

/** The organization token is omitted when an invite token is present; the referral code when empty. */
export function signupPayload(form: SignupForm): SignupPayload {
  const payload: SignupPayload = {
    email: form.email.trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    password: form.password,
    passwordConfirmation: form.passwordConfirmation,
  };
  const invite = form.inviteToken?.trim();
  const organization = form.organizationToken?.trim();
  const referral = form.referralCode?.trim();
  if (invite) payload.inviteToken = invite;
  else if (organization) payload.organizationToken = organization;
  if (referral) payload.referralCode = referral;
  return payload;
}
