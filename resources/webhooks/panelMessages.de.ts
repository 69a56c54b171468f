import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './panelMessages';

export const texts: Translation<typeof en> = {
  resources: {
    webhooks: {
      types: {
        'person.created': 'Person erstellt',
        'person.changed': 'Person geändert',
        'person.deactivated': 'Person deaktiviert',
        'person.deleted': 'Person gelöscht',
        'membership.granted': 'Mitgliedschaft erteilt',
        'membership.revoked': 'Mitgliedschaft entzogen',
        'signin.failed': 'Anmeldung fehlgeschlagen',
        'signin.locked': 'Anmeldung gesperrt',
        'factor.added': 'Zweiter Faktor hinzugefügt',
        'factor.reset': 'Zweiter Faktor zurückgesetzt',
      },
      pickTypes: 'Wählen Sie mindestens ein Ereignis.',
      secret: {
        title: 'Signaturgeheimnis',
        once: 'Kopieren Sie dieses Geheimnis jetzt: Es wird nur einmal angezeigt. Empfänger prüfen damit jede Zustellung (Standard Webhooks).',
        done: 'Fertig',
        rotate: 'Geheimnis erneuern',
        rotateConfirm:
          'Ein neues Geheimnis wird erstellt. Das aktuelle signiert noch 24 Stunden lang, damit Empfänger wechseln können.',
      },
      test: {
        send: 'Test senden',
        answer: 'Antwort: %{status} in %{ms} ms',
        noAnswer: 'Keine Antwort: %{error}',
      },
      log: {
        empty: 'Noch keine Zustellung',
        at: 'Zeit',
        type: 'Ereignis',
        kind: 'Versuch',
        status: 'Status',
        kinds: { first: 'Erster', retry: 'Wiederholung', replay: 'Erneut gesendet', test: 'Test' },
        failed: 'Fehlgeschlagen',
        replay: 'Erneut senden',
        replayNamed: 'Zustellung von %{at} erneut senden',
        since: 'Fehlgeschlagen seit',
        replaySince: 'Fehlgeschlagene erneut senden',
        replayed:
          '%{smart_count} Zustellung wird erneut gesendet |||| %{smart_count} Zustellungen werden erneut gesendet',
        disabled: 'Aktivieren Sie das Ziel, um seine Zustellungen erneut zu senden.',
      },
    },
  },
};
