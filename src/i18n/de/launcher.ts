import type { Translation } from '../catalogue';
import type { launcher as en, launcherVisitor as visitorEn } from '../messages/launcher';

export const launcherVisitor: Translation<typeof visitorEn> = {
  processing: {
    title: 'Wir erstellen Ihr Konto…',
    duration: 'Das dauert weniger als eine Minute.',
    keepOpen: 'Bitte lassen Sie diese Seite geöffnet.',
    redirected: 'Sie werden weitergeleitet, sobald es bereit ist.',
  },
  join: {
    title: 'Organisation beitreten',
    invitedTo: 'Sie wurden eingeladen, %{name} beizutreten',
    invited: 'Sie wurden eingeladen, einer Organisation beizutreten',
    accept: 'Annehmen',
    ignore: 'Ignorieren',
    congratulations: 'Herzlichen Glückwunsch!',
    joined: 'Sie sind jetzt Mitglied von %{name}.',
    letsGo: "Los geht's",
    haveAccount: 'Haben Sie bereits ein Konto?',
    yes: 'Ja',
    no: 'Nein',
    unknownStep: 'Unbekannter Schritt',
    invalidToken: 'Diese Einladung ist nicht mehr gültig.',
  },
};

export const launcher: Translation<typeof en> = {
  ...launcherVisitor,
  greeting: {
    morning: 'Guten Morgen',
    afternoon: 'Guten Tag',
    evening: 'Guten Abend',
    withName: '%{greeting}, %{name}',
  },
  altHint: 'Klick + Alt auf eine Anwendung, um sie zu bearbeiten',
  addApp: 'Anwendung hinzufügen',
  editApp: '%{name} bearbeiten',
  newApp: 'Neue Anwendung',
  noApps: 'Derzeit nichts anzuzeigen',
  save: 'Speichern',
  create: 'Erstellen',
  close: 'Schließen',
};
