import type { Translation } from '../catalogue';
import type { shell as en } from '../messages/shell';

export const shell: Translation<typeof en> = {
  title: 'Zugriffskonsole',
  home: 'Startseite',
  notFound: '404 Seite nicht gefunden',
  copyright: '© %{year} Zugriffskonsole',
  loading: 'Wird geladen',
  menu: {
    apps: 'Anwendungen',
    opa: 'OPA',
    signin: 'Anmeldung',
    label: 'Menü',
    collapse: 'Menü einklappen',
    open: 'Menü öffnen',
    toggleGroup: 'Einträge unter %{name} ein- oder ausblenden',
  },
  account: {
    open: 'Konto',
    version: 'Version %{version} (%{commit})',
    myInfo: 'Meine Angaben',
    accessTokens: 'Zugriffstoken',
    lightMode: 'Helles Design',
    darkMode: 'Dunkles Design',
    signOut: 'Abmelden',
    signOutSmall: 'Abmelden',
    myAccount: 'Mein Konto',
    apps: 'Anwendungen',
  },
  apps: {
    open: 'Anwendungen',
  },
  impersonation: {
    impersonating: 'Sie handeln als %{name}',
    stop: 'Identitätswechsel beenden',
  },
  organization: {
    none: 'Keine Organisation',
    switch: 'Organisation wechseln',
  },
  watermark: {
    beta: 'Beta',
    alpha: 'Alpha',
  },
  notifications: {
    label: 'Benachrichtigungen',
    close: 'Schließen',
    ok: 'OK',
    requestId: 'Anfrage-ID: %{id}',
    updated: 'Die Konsole wurde aktualisiert',
    updatedReloaded: 'Die Seite wurde neu geladen, um die neue Version zu laden.',
  },
  drawers: {
    close: 'Schließen',
  },
  a11y: {
    skipToContent: 'Zum Hauptinhalt springen',
  },
  unsaved: { title: 'Nicht gespeicherte Änderungen', keep: 'Weiter bearbeiten', discard: 'Änderungen verwerfen' },
  language: {
    label: 'Sprache',
    choose: 'Sprache: %{name}',
  },
};
