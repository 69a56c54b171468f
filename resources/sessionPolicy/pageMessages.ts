/** The session policy page's texts (issue 59; not texts of the spec): a text part loaded with the page (./texts.ts). */
export const texts = {
  resources: {
    sessionPolicy: {
      policy: 'Lifetimes',
      intro:
        'A session ends at its absolute lifetime after the sign-in, or after its idle lifetime without a call, whichever comes first. Administrators have shorter ones (NIST SP 800-63B-4 AAL2: 24 hours, 1 hour idle). A change applies to the sessions already open.',
      fields: {
        absoluteHours: 'Absolute lifetime (hours)',
        idleMinutes: 'Idle lifetime (minutes)',
        adminAbsoluteHours: 'Administrators: absolute lifetime (hours)',
        adminIdleMinutes: 'Administrators: idle lifetime (minutes)',
        rememberMeDays: '“Remember me” (days, no idle end)',
      },
      errors: {
        required: 'Required',
        whole: 'Enter a whole number from 1, at most a year.',
        idleMinutes: 'The idle lifetime cannot be longer than the absolute one.',
        adminAbsoluteHours: 'Administrators cannot have a longer lifetime than everyone.',
        adminIdleMinutes:
          'Administrators cannot have a longer idle lifetime than everyone, nor than their absolute one.',
        rememberMeDays: '“Remember me” cannot be shorter than a session.',
      },
      save: 'Save',
    },
  },
} as const;
