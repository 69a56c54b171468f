/** A user's second factors and lockout (issue 38; not texts of the spec): a text part loaded with the panel (./texts.ts). */
export const texts = {
  resources: {
    users: {
      security: {
        factors: 'Second factors',
        noFactors: 'No second factor',
        kinds: { passkey: 'Passkey', totp: 'Authenticator app' },
        facts: {
          kind: 'Kind',
          added: 'Added',
          lastUsed: 'Last used',
          failures: 'Failures',
          lockedUntil: 'Locked until',
        },
        never: 'Never',
        reset: 'Reset second factors',
        resetConfirm:
          'Every passkey, authenticator app and recovery code of this user will be removed and their sessions signed out. They will be told by e-mail.',
        resetDone:
          '%{smart_count} second factor has been removed. |||| %{smart_count} second factors have been removed.',
        lockout: 'Lockout',
        locked: 'Locked',
        notLocked: 'Not locked',
        lockKinds: { password: 'Wrong passwords', secondFactor: 'Wrong second factors' },
        failuresOf: '%{failures} of %{limit}',
        unlock: 'Unlock',
        own: 'Your own second factors are managed in My Account, with your current password.',
        unlocked: 'The account has been unlocked.',
        lockdown: {
          title: 'Lockdown',
          explanation:
            'If this account was taken: end its sessions, revoke its access tokens and the provisioning clients it made, reset its second factors, void its pending links and codes, and deactivate it, at once. Only an administrator can make it active again.',
          open: 'Lock Down',
          reason: 'Reason',
          reasonHelp: 'Written in the event log with your name.',
          done: 'The account is locked down: %{sessions} sessions ended, %{accessTokens} access tokens and %{provisioningClients} provisioning clients revoked, %{factors} second factors reset.',
        },
      },
    },
  },
} as const;
