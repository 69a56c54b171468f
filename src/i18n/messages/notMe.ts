/** The "This was not me" page (issue 59, src/notMe/NotMePage.tsx): a text part (src/notMe/notMeTexts.ts). */
export const texts = {
  notMe: {
    title: 'This was not me',
    explain:
      'You opened the link of a mail that told you of a change to your account. If you did not make that change, someone else may be able to sign in as you.',
    whatHappens:
      'Locking your account down signs you out everywhere, revokes your access tokens, removes your second factors and deactivates the account. No password is needed. An administrator opens it again for you.',
    confirm: 'Lock my account down',
    wasMe: 'It was me',
    done: 'Your account is locked down: everyone signed in as you is signed out. Ask an administrator to open it again.',
    invalid: 'This link is invalid, already used or expired.',
  },
} as const;
