/** The idle warning (issue 59, src/layout/IdleWarningDialog.tsx): a text part (src/layout/idleWarningTexts.ts). */
export const texts = {
  idleWarning: {
    title: 'You will be signed out in a minute',
    titleSeconds: 'You will be signed out in %{seconds} seconds',
    explanation: 'You have not used the console for a while. Nothing you typed is lost while this is open.',
    stay: 'Stay signed in',
    ended: 'Your session has ended',
    endedExplanation:
      'You were signed out after a while without using the console. Sign in again in a new tab, then come back and choose Continue: what you typed on this page is still here.',
    signInAgain: 'Sign in again in a new tab',
    continue: 'Continue',
  },
} as const;
