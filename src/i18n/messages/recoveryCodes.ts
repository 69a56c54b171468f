/** Recovery codes shown once (issue 38), at the sign-in's enrolment and in My Account: a text part (src/i18n/parts.ts). */
export const texts = {
  recoveryCodes: {
    title: 'Your recovery codes',
    warning: 'Keep these codes somewhere safe: they are shown only now. Each works once.',
    copy: 'Copy',
    copied: 'Copied',
  },
} as const;
