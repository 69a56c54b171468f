import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './eventNames';

export const texts: Translation<typeof en> = {
  resources: {
    events: {
      names: {
        signIn: 'Connexion',
        signInFailed: 'Échec de connexion',
        signUp: 'Inscription',
        userUpdated: 'Utilisateur modifié',
        userDeleted: 'Utilisateur supprimé',
        accessDenied: 'Accès refusé',
        groupNotFound: 'Groupe introuvable',
        invalidBody: 'Corps de requête invalide',
        searchPresetSaved: 'Recherche enregistrée',
        presetDeleted: 'Recherche enregistrée supprimée',
        uploadFailed: "Échec de l'envoi",
        eventResolved: 'Événement résolu',
        testOpa: 'Tester OPA',
        impersonationStarted: 'Emprunt d’identité commencé',
        impersonationStopped: 'Emprunt d’identité arrêté',
        impersonationEnded: 'Emprunt d’identité terminé',
        sessionEnded: 'Session terminée',
        sessionsEnded: 'Sessions terminées',
        steppedUp: 'Identité confirmée',
        stepUpRefused: 'Confirmation d’identité refusée',
        secondFactorsReset: 'Seconds facteurs réinitialisés',
        accountUnlocked: 'Compte déverrouillé',
        lockLifted: 'Verrou levé',
        idpSignIn: 'Connexion par un fournisseur d’identité',
        idpSignInRefused: 'Connexion par un fournisseur d’identité refusée',
        idpUserCreated: 'Utilisateur créé par un fournisseur d’identité',
        idpLinked: 'Fournisseur d’identité associé',
        idpUnlinked: 'Fournisseur d’identité dissocié',
      },
    },
  },
};
