import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './pageMessages';

export const texts: Translation<typeof en> = {
  resources: {
    sessionPolicy: {
      policy: 'Laufzeiten',
      intro:
        'Eine Sitzung endet nach ihrer absoluten Laufzeit ab der Anmeldung oder nach ihrer Leerlaufzeit ohne Aufruf, je nachdem, was zuerst eintritt. Administratoren haben kürzere (NIST SP 800-63B-4 AAL2: 24 Stunden, 1 Stunde Leerlauf). Eine Änderung gilt auch für bereits offene Sitzungen.',
      fields: {
        absoluteHours: 'Absolute Laufzeit (Stunden)',
        idleMinutes: 'Leerlaufzeit (Minuten)',
        adminAbsoluteHours: 'Administratoren: absolute Laufzeit (Stunden)',
        adminIdleMinutes: 'Administratoren: Leerlaufzeit (Minuten)',
        rememberMeDays: '„Angemeldet bleiben“ (Tage, ohne Leerlaufende)',
      },
      errors: {
        required: 'Erforderlich',
        whole: 'Geben Sie eine ganze Zahl ab 1 ein, höchstens ein Jahr.',
        idleMinutes: 'Die Leerlaufzeit darf nicht länger sein als die absolute Laufzeit.',
        adminAbsoluteHours: 'Administratoren dürfen keine längere Laufzeit haben als alle anderen.',
        adminIdleMinutes:
          'Administratoren dürfen keine längere Leerlaufzeit haben als alle anderen, noch als ihre absolute Laufzeit.',
        rememberMeDays: '„Angemeldet bleiben“ darf nicht kürzer sein als eine Sitzung.',
      },
      save: 'Speichern',
    },
  },
};
