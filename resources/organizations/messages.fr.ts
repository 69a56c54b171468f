import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    organizations: {
      title: 'Organisations',
      singular: 'Organisation',
      fields: {
        organizationType: "Type d'organisation",
        referenceID: 'ID de référence',
        logo: 'Logo',
        default: 'Organisation par défaut',
        token: 'Jeton',
        identityProviderID: "Fournisseur d'identité",
      },
      noIdentityProvider: 'Aucun : un mot de passe',
      identityProviderHelp:
        "Les personnes des domaines de messagerie vérifiés de l'organisation se connectent avec ce fournisseur.",
      users: 'Utilisateurs',
      created: "L'organisation a été créée.",
      updated: "L'organisation a été mise à jour.",
      deleted: '%{name} a été supprimée.',
      deleteConfirm: 'Vous perdrez tout son contenu.',
      members: {
        search: 'Rechercher des membres',
        count: '%{smart_count} personne |||| %{smart_count} personnes',
        matching: '%{shown} sur %{smart_count} personne |||| %{shown} sur %{smart_count} personnes',
        pendingCount: '%{smart_count} invitation en attente |||| %{smart_count} invitations en attente',
        justInvited: 'Invité à l’instant',
        justInvitedFirst:
          'La personne invitée à l’instant est affichée en premier. |||| Les %{smart_count} personnes invitées à l’instant sont affichées en premier.',
        list: 'Membres',
        invited: 'Invité',
        noAccount: 'Sans compte',
        actions: 'Actions pour %{name}',
        showUser: "Afficher l'utilisateur",
        inviteAgain: 'Inviter à nouveau',
        resendInvite: "Renvoyer l'invitation",
        forceJoin: 'Forcer l’adhésion',
        remove: 'Retirer',
        removeConfirm: '%{name} sera retiré de cette organisation.',
        joined: '%{name} a rejoint l’organisation.',
      },
      invite: {
        open: 'Inviter des utilisateurs',
        title: 'Inviter des utilisateurs',
        emails: 'E-mails',
        placeholder: 'Saisissez ou collez des adresses e-mail',
        detected: '%{smart_count} e-mail détecté |||| %{smart_count} e-mails détectés',
        detectedList: 'E-mails détectés',
        submit: 'Inviter',
        cancel: 'Annuler',
        sent: 'Invitation envoyée !',
        sentMany: 'Invitations envoyées !',
        tooMany: 'Au plus %{max} adresses à la fois : %{count} trouvées. Invitez-les en plusieurs fois.',
        alreadyMembers: 'Déjà membre, non invité : %{emails} |||| Déjà membres, non invités : %{emails}',
        notAddresses: 'Pas une adresse, ignoré : %{parts} |||| Pas des adresses, ignorés : %{parts}',
      },
      joinLink: {
        copy: "Copier le lien d'inscription",
        copied: "Lien d'inscription copié.",
      },
    },
  },
};
