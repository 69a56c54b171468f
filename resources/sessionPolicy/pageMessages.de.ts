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
      stepUp: {
        title: 'Erneute Bestätigung',
        intro:
          'Die Superadmin-Rolle vergeben, Personen in großer Zahl löschen, die zweiten Faktoren einer Person zurücksetzen, den Mailserver ändern, eine Person vertreten und Provisionierungs-Token verlangen immer das Passwort (oder einen zweiten Faktor) aus den letzten 5 Minuten. Markieren Sie weitere Aktionen, die es ebenfalls verlangen sollen. Das Speichern dieser Liste verlangt es auch, ob Sie eine Aktion markieren oder die Markierung entfernen.',
        legend: 'Auch verlangen vor',
        save: 'Liste speichern',
        actions: {
          deleteUser: 'Einen Benutzer löschen',
          deactivateUser: 'Einen Benutzer deaktivieren',
          changeMembership: 'Eine Gruppe geben oder entziehen',
          editRole: 'Eine Rolle anlegen, ändern oder löschen',
          editRule: 'Eine Regel anlegen, ändern oder löschen',
          createApplication: 'Eine Anwendung anlegen',
          editOrganization: 'Eine Organisation ändern oder löschen',
          editIdentityProvider: 'Einen Identitätsanbieter anlegen, ändern oder löschen',
          editWebhook: 'Einen Webhook anlegen, ändern oder löschen',
        },
      },
      save: 'Speichern',
    },
  },
};
