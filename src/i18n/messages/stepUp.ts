/** The step-up dialog (issue 59, src/layout/StepUpDialog.tsx): a text part (src/layout/stepUpTexts.ts). */
export const texts = {
  stepUp: {
    title: 'Confirm it is you',
    explanation: 'This action needs your password again. Nothing you typed is lost: it goes on once you confirm.',
    password: 'Password',
    code: 'Code from your authenticator app',
    useCode: 'Use a code from my authenticator app',
    usePassword: 'Use my password',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
} as const;
