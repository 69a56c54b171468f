/** The idle warning (issue 59, src/layout/IdleWarningDialog.tsx): a text part (src/layout/idleWarningTexts.ts). */
export const texts = {
  idleWarning: {
    title: 'You will be signed out in a minute',
    titleSeconds: 'You will be signed out in %{seconds} seconds',
    explanation: 'You have not used the console for a while. Nothing you typed is lost while this is open.',
    stay: 'Stay signed in',
  },
} as const;
