/**
 * The bodies of a visitor's calls (sign-up, a reset link or a one-time code asked for, the code itself),
 * written once: the development API validates them (fixtures/server/routes/selfService.ts) and the sign-in
 * page's dialogs check what they send with them (src/signin/). A reset link's new password is
 * `passwordPair` (credentials.ts). Only the rules of credentials.ts, so a dialog loads no phone rules.
 */
import './zodConfig';
import { z } from 'zod';
import { credentials, passwordPair } from './credentials';

export { passwordPair };

const PASSWORDS_MISMATCH = {
  message: 'The password and its confirmation do not match.',
  path: ['passwordConfirmation'],
};

/** An optional text: trimmed, and absent when empty. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** POST /users/signup (spec 1 section 3's payload). */
export const signupBody = z
  .object({
    email: credentials.email,
    password: credentials.password,
    passwordConfirmation: z.string().max(1000),
    firstName: credentials.name,
    lastName: credentials.name,
    inviteToken: optionalText(200),
    referralCode: optionalText(100),
    organizationToken: optionalText(200),
  })
  .refine((v) => v.password === v.passwordConfirmation, PASSWORDS_MISMATCH);

/** An address to mail: a reset link (POST /users/requestResetPassword), a code (requestPLCode), a confirmation. */
export const emailBody = z.object({ email: credentials.email });

/** POST /users/signinPL: the code, and the address it was asked for when the console knows it. */
export const codeBody = z.object({
  code: z.string().trim().min(1, 'Required.').max(20),
  email: credentials.email.optional(),
});

/**
 * POST /users/notMe (issue 59): the token of a mail's "This was not me" link, which locks its person's account
 * down; the person need not be signed in.
 */
export const notMeBody = z.object({ token: z.string().trim().min(1, 'Required.').max(200) }).strict();
