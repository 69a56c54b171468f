import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    organizations: {
      title: 'Organisationen',
      singular: 'Organisation',
      fields: {
        organizationType: 'Organisationstyp',
        referenceID: 'Referenz-ID',
        logo: 'Logo',
        default: 'Standardorganisation',
        token: 'Token',
        identityProviderID: 'Identitätsanbieter',
      },
      noIdentityProvider: 'Keiner: ein Passwort',
      identityProviderHelp:
        'Personen der bestätigten E-Mail-Domains der Organisation melden sich bei diesem Anbieter an.',
      users: 'Benutzer',
      created: 'Die Organisation wurde erstellt.',
      updated: 'Die Organisation wurde aktualisiert.',
      deleted: '%{name} wurde gelöscht.',
      deleteConfirm: 'Sie verlieren ihren gesamten Inhalt.',
      members: {
        search: 'Mitglieder durchsuchen',
        count: '%{smart_count} Person |||| %{smart_count} Personen',
        matching: '%{shown} von %{smart_count} Person |||| %{shown} von %{smart_count} Personen',
        pendingCount: '%{smart_count} offene Einladung |||| %{smart_count} offene Einladungen',
        justInvited: 'Gerade eingeladen',
        justInvitedFirst:
          'Die gerade eingeladene Person wird zuerst angezeigt. |||| Die %{smart_count} gerade eingeladenen Personen werden zuerst angezeigt.',
        list: 'Mitglieder',
        invited: 'Eingeladen',
        noAccount: 'Kein Konto',
        actions: 'Aktionen für %{name}',
        showUser: 'Benutzer anzeigen',
        inviteAgain: 'Erneut einladen',
        resendInvite: 'Einladung erneut senden',
        forceJoin: 'Beitritt erzwingen',
        remove: 'Entfernen',
        removeConfirm: '%{name} wird aus dieser Organisation entfernt.',
        joined: '%{name} ist beigetreten.',
      },
      invite: {
        open: 'Benutzer einladen',
        title: 'Benutzer einladen',
        emails: 'E-Mails',
        placeholder: 'E-Mail-Adressen eingeben oder einfügen',
        detected: '%{smart_count} E-Mail erkannt |||| %{smart_count} E-Mails erkannt',
        detectedList: 'Erkannte E-Mails',
        submit: 'Einladen',
        cancel: 'Abbrechen',
        sent: 'Einladung gesendet!',
        sentMany: 'Einladungen gesendet!',
        tooMany: 'Höchstens %{max} Adressen auf einmal: %{count} gefunden. Laden Sie sie in Teilen ein.',
        alreadyMembers:
          'Bereits Mitglied, nicht eingeladen: %{emails} |||| Bereits Mitglieder, nicht eingeladen: %{emails}',
        notAddresses: 'Keine Adresse, ausgelassen: %{parts} |||| Keine Adressen, ausgelassen: %{parts}',
      },
      joinLink: {
        copy: 'Registrierungslink kopieren',
        copied: 'Registrierungslink kopiert.',
      },
    },
  },
};
