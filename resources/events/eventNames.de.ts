import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './eventNames';

export const texts: Translation<typeof en> = {
  resources: {
    events: {
      names: {
        signIn: 'Anmeldung',
        signInFailed: 'Anmeldung fehlgeschlagen',
        signUp: 'Registrierung',
        userUpdated: 'Benutzer geändert',
        userDeleted: 'Benutzer gelöscht',
        accessDenied: 'Zugriff verweigert',
        groupNotFound: 'Gruppe nicht gefunden',
        invalidBody: 'Ungültiger Anfragetext',
        searchPresetSaved: 'Suchvorlage gespeichert',
        presetDeleted: 'Suchvorlage gelöscht',
        uploadFailed: 'Hochladen fehlgeschlagen',
        eventResolved: 'Ereignis erledigt',
        testOpa: 'OPA testen',
        impersonationStarted: 'Identitätswechsel begonnen',
        impersonationStopped: 'Identitätswechsel beendet',
        impersonationEnded: 'Identitätswechsel abgebrochen',
        sessionEnded: 'Sitzung beendet',
        sessionsEnded: 'Sitzungen beendet',
        steppedUp: 'Identität bestätigt',
        stepUpRefused: 'Identitätsbestätigung abgelehnt',
        secondFactorsReset: 'Zweite Faktoren zurückgesetzt',
        accountUnlocked: 'Konto entsperrt',
        lockLifted: 'Sperre aufgehoben',
        idpSignIn: 'Anmeldung über Identitätsanbieter',
        idpSignInRefused: 'Anmeldung über Identitätsanbieter abgelehnt',
        idpUserCreated: 'Benutzer vom Identitätsanbieter angelegt',
        idpLinked: 'Identitätsanbieter verknüpft',
        idpUnlinked: 'Identitätsanbieter getrennt',
      },
    },
  },
};
