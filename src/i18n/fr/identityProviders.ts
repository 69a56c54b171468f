import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/identityProviders';

export const texts: Translation<typeof en> = {
  identityProviders: {
    signInWith: 'Se connecter avec %{name}',
    continueWith: 'Continuer avec %{name}',
    or: 'ou',
    errors: {
      IDP_FAILED: 'La connexion par votre organisation n’a pas fonctionné. Réessayez.',
      IDP_EMAIL_UNVERIFIED:
        'Votre organisation n’a pas confirmé votre adresse e-mail : aucun compte ne peut être créé. Demandez à votre administrateur.',
      IDP_ACCOUNT_EXISTS:
        'Un compte existe déjà avec cette adresse. Connectez-vous avec son mot de passe, puis liez votre organisation dans Mon compte.',
      IDP_SIGNUP_NOT_ALLOWED:
        'Vous n’avez pas encore de compte ici et votre organisation n’en crée pas. Demandez un compte à votre administrateur.',
      IDP_ACCOUNT_INACTIVE: 'Votre compte ici est désactivé. Demandez à votre administrateur.',
      IDP_ALREADY_LINKED: 'Ce compte de votre organisation est déjà lié à une autre personne.',
    },
    linked: {
      title: 'Connexions par l’organisation',
      intro: 'Connectez-vous par votre organisation plutôt qu’avec un mot de passe.',
      none: 'Aucune connexion par une organisation n’est liée.',
      lastUsed: 'Utilisée %{date}',
      link: 'Lier',
      unlink: 'Délier',
      done: 'La connexion par votre organisation est liée.',
      unlinked: 'Déliée.',
      provider: 'Fournisseur',
      currentPassword: 'Mot de passe actuel',
    },
  },
};
