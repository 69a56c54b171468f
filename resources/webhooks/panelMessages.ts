/** The webhook panels' texts (issue 58): a text part loaded with them (./texts.ts). */
export const texts = {
  resources: {
    webhooks: {
      types: {
        'person.created': 'Person created',
        'person.changed': 'Person changed',
        'person.deactivated': 'Person deactivated',
        'person.deleted': 'Person deleted',
        'membership.granted': 'Membership granted',
        'membership.revoked': 'Membership revoked',
        'signin.failed': 'Sign-in failed',
        'signin.locked': 'Sign-in locked',
        'factor.added': 'Second factor added',
        'factor.reset': 'Second factor reset',
      },
      pickTypes: 'Pick at least one event.',
      secret: {
        title: 'Signing secret',
        once: 'Copy this secret now: it is shown only once. Receivers verify each delivery with it (Standard Webhooks).',
        done: 'Done',
        rotate: 'Rotate secret',
        rotateConfirm: 'A new secret is made. The current one keeps signing for 24 hours, so receivers can switch.',
      },
      test: {
        send: 'Send test',
        answer: 'Answer: %{status} in %{ms} ms',
        noAnswer: 'No answer: %{error}',
      },
      log: {
        empty: 'No delivery yet',
        at: 'Time',
        type: 'Event',
        kind: 'Attempt',
        status: 'Status',
        kinds: { first: 'First', retry: 'Retry', replay: 'Replay', test: 'Test' },
        failed: 'Failed',
        replay: 'Replay',
        replayNamed: 'Replay the delivery of %{at}',
        since: 'Failed since',
        replaySince: 'Replay failed',
        replayed: '%{smart_count} delivery will be sent again |||| %{smart_count} deliveries will be sent again',
        disabled: 'Enable the destination to replay its deliveries.',
      },
    },
  },
} as const;
