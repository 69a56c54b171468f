/** The sign-in's second step (issue 38), a text part loaded with its dialog (src/i18n/parts.ts). */
export const texts = {
  signin: {
    secondFactor: {
      title: 'Confirm it is you',
      verifyIntro: 'Use your second factor to finish signing in.',
      usePasskey: 'Use a passkey',
      appCode: 'Code from your authenticator app',
      recoveryCode: 'Recovery code',
      useRecoveryCode: 'Use a recovery code',
      useApp: 'Use your authenticator app',
      verify: 'Verify',
      enrolTitle: 'Add a second factor',
      enrolIntro: 'A group of yours requires a second factor: add one to go on.',
      passkeyName: 'Passkey name',
      defaultPasskeyName: 'My passkey',
      addPasskey: 'Add a passkey',
      addApp: 'Add an authenticator app',
      scan: 'Scan this QR code with your app, or type in its key:',
      qrCode: 'QR code',
      confirm: 'Confirm',
      continue: 'Continue',
    },
  },
} as const;
