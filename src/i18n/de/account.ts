import type { Translation } from '../catalogue';
import type { account as en } from '../messages/account';

export const account: Translation<typeof en> = {
  title: 'Mein Konto',
  tabs: {
    myAccount: 'Mein Konto',
    accessTokens: 'Zugriffstoken',
    sessions: 'Sitzungen',
    security: 'Anmeldung & Sicherheit',
  },
  joke: 'Netter Versuch! Hinter diesem Tab gibt es nichts, nicht einmal eine Katze.',
  organizations: 'Organisationen',
  profile: {
    title: 'Ihre persönlichen Daten',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    save: 'Speichern',
    updated: 'Ihre Angaben wurden aktualisiert.',
    emailPending: 'Ihre E-Mail-Adresse bleibt %{current}, bis Sie den an %{email} gesendeten Link bestätigen.',
    cancelEmail: 'Änderung verwerfen',
    emailConfirmed: 'Ihre E-Mail-Adresse lautet jetzt %{email}.',
    currentPassword: 'Aktuelles Passwort',
    currentPasswordHint: 'Ihr aktuelles Passwort bestätigt die neue Adresse.',
    emailWhileImpersonating: 'Nur %{name} kann die eigene E-Mail-Adresse ändern.',
  },
  password: {
    title: 'Passwort ändern',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    submit: 'Passwort ändern',
    successTitle: 'Erfolg!',
    success: 'Das neue Passwort wurde festgelegt.',
    updated: 'Ihr Passwort wurde aktualisiert.',
    keepTokens: 'Meine Zugriffstoken behalten',
    keepTokensHint: 'Ein neues Passwort beendet Ihre Zugriffstoken, es sei denn, Sie behalten sie.',
  },
  impersonating: {
    password:
      'Solange Sie als %{name} handeln, kann das Passwort hier nicht geändert werden: Nur %{name} kann es ändern.',
    tokens:
      'Solange Sie als %{name} handeln, können deren Zugriffstoken weder angezeigt noch erstellt oder widerrufen werden. Beenden Sie den Identitätswechsel, um Ihre eigenen zu verwalten.',
    sessions:
      'Solange Sie als %{name} handeln, können deren Sitzungen hier weder angezeigt noch beendet werden. Beenden Sie den Identitätswechsel und beenden Sie sie dann auf der Seite Benutzer.',
    factors:
      'Solange Sie als %{name} handeln, können deren zweite Faktoren weder angezeigt, hinzugefügt noch entfernt werden: nur %{name} verwaltet sie.',
  },
  phone: {
    title: 'Telefon',
    label: 'Telefon',
    wrongFormat: 'Falsches Telefonformat',
    save: 'Speichern',
  },
  defaultApp: {
    title: 'Standard-Anwendung',
    hint: 'Diese Anwendung nach einer Anmeldung automatisch starten',
    label: 'Standard-Anwendung',
    none: 'Keine',
  },
  other: {
    title: 'Sonstiges',
    uuid: 'UUID',
    createdAt: 'Erstellt am',
    updatedAt: 'Geändert am',
    id: 'ID',
  },
  services: {
    title: 'Dienste und Rollen',
    none: 'Noch keine Rollen',
  },
  tokens: {
    name: 'Name',
    userName: 'Benutzername',
    creation: 'Erstellung',
    validity: 'Gültigkeit',
    revoke: 'Widerrufen',
    revokeNamed: '%{name} widerrufen',
    add: 'Neues Zugriffstoken',
    create: 'Erstellen',
    close: 'Schließen',
    title: 'Neues Zugriffstoken',
    yourToken: 'Ihr neues Zugriffstoken',
    warning: 'Kopieren Sie Ihr Zugriffstoken jetzt. Sie werden es nicht noch einmal sehen können!',
    scope:
      'Ein Token handelt ein Jahr lang in Ihrem Namen mit Ihren Rollen. Es kann weder Token noch Ihr Passwort, Ihre E-Mail oder Ihre Sitzungen verwalten und verfällt, wenn Ihr Passwort zurückgesetzt wird, wenn Sie es ändern (es sei denn, Sie behalten Ihre Token) oder wenn sich Ihre E-Mail-Adresse ändert.',
    copy: 'Kopieren',
    copied: 'Kopiert!',
    empty: 'Noch keine Zugriffstoken',
    created: 'Das Zugriffstoken wurde erstellt.',
    revoked: 'Das Zugriffstoken wurde widerrufen.',
  },
};
