import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    events: {
      title: 'Ereignisse',
      singular: 'Ereignis',
      menu: 'Unity',
      call: 'Aufruf',
      date: 'Datum',
      testOpa: 'OPA testen',
      fields: {
        status: 'Status',
        resource: 'Ressource',
        errorCode: 'Fehlercode',
        module: 'Modul',
        dateCreated: 'Erstellt',
        userEmail: 'E-Mail',
        userUUID: 'Benutzer-UUID',
        ipAddress: 'IP-Adresse',
        userAgent: 'User-Agent',
        stack: 'Stacktrace',
        resolved: 'Erledigt',
        comments: 'Kommentare',
      },
      created: 'Das Ereignis wurde erstellt.',
      updated: 'Das Ereignis wurde aktualisiert.',
      deleted: 'Das Ereignis wurde gelöscht.',
      live: 'Live',
      liveHint: 'Neue Ereignisse erscheinen, sobald sie eintreten',
      pause: 'Anhalten',
      pauseHint: 'Die Liste beim Lesen stillhalten: neue Ereignisse warten hinter einer Schaltfläche',
      resume: 'Fortsetzen',
      resumeHint: 'Neue Ereignisse wieder sofort anzeigen',
      newEvents: '%{smart_count} neues Ereignis |||| %{smart_count} neue Ereignisse',
    },
  },
};
