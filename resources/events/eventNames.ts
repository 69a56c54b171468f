import type { TranslateFunction } from 'react-admin';

/**
 * What the platform names its events (issue 64: a German reader reads them in German), a text part loaded by
 * the history that shows them (./eventNameTexts.ts). The English texts are the names the platform writes
 * (fixtures/seed/events.ts, the development API's `recordEvent` calls): `eventNameKey` finds a name's key.
 */
export const texts = {
  resources: {
    events: {
      names: {
        signIn: 'Sign in',
        signInFailed: 'Sign in failed',
        signUp: 'Sign-up',
        userUpdated: 'User updated',
        userDeleted: 'User deleted',
        accessDenied: 'Access denied',
        groupNotFound: 'Group not found',
        invalidBody: 'Invalid body',
        searchPresetSaved: 'Search preset saved',
        presetDeleted: 'Preset deleted',
        uploadFailed: 'Upload failed',
        eventResolved: 'Event resolved',
        testOpa: 'Test OPA',
        impersonationStarted: 'Impersonation started',
        impersonationStopped: 'Impersonation stopped',
        impersonationEnded: 'Impersonation ended',
        sessionEnded: 'Session ended',
        sessionsEnded: 'Sessions ended',
        steppedUp: 'Stepped up',
        stepUpRefused: 'Step-up refused',
        secondFactorsReset: 'Second factors reset',
        accountUnlocked: 'Account unlocked',
        lockLifted: 'Lock lifted',
        idpSignIn: 'Signed in with identity provider',
        idpSignInRefused: 'Identity provider sign-in refused',
        idpUserCreated: 'User created by identity provider',
        idpLinked: 'Identity provider linked',
        idpUnlinked: 'Identity provider unlinked',
      },
    },
  },
} as const;

const KEYS = new Map<string, string>(Object.entries(texts.resources.events.names).map(([key, name]) => [name, key]));

/** The catalogue key of an event's name the platform writes, undefined for a name it does not know. */
export const eventNameKey = (name: string): string | undefined => {
  const key = KEYS.get(name);
  return key && `app.resources.events.names.${key}`;
};

/** An event's name in the person's language when the catalogue knows it (issue 64), else as the platform wrote it. */
export function eventName(translate: TranslateFunction, name: string): string {
  const key = eventNameKey(name);
  return key ? translate(key, { _: name }) : name;
}
