import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    settings: {
      title: 'Einstellungen',
      singular: 'Einstellung',
      email: 'E-Mail',
      fields: {
        replyEmail: 'Antwort-E-Mail',
        mailLogo: 'E-Mail-Logo',
        mailSentName: 'Absendername',
        mailSentEmail: 'Absender-E-Mail',
        primaryColor: 'Primärfarbe',
        secondaryColor: 'Sekundärfarbe',
        baseURL: 'Basis-URL',
        mailHost: 'Mailserver',
        mailPort: 'Mail-Port',
        mailSSL: 'Mail-SSL',
        mailUser: 'Mail-Benutzer',
        mailPassword: 'Mail-Passwort',
      },
      created: 'Die Einstellung wurde erstellt.',
      updated: 'Die Einstellung wurde aktualisiert.',
      deleted: 'Die Einstellung wurde gelöscht.',
      setting: 'E-Mail-Einstellungen',
      templates: 'Vorlagen',
      testEmail: 'Test-E-Mail',
      send: 'Senden',
      testSent: 'Test-E-Mail an %{email} gesendet.',
      preview: 'E-Mail-Vorschau',
      samples: 'Beispielwerte: %{name}, %{organization}.',
    },
  },
};
