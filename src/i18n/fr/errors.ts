import type { Translation } from '../catalogue';
import type { errorCodes } from '../messages/errorCodes';
import type { errors as en } from '../messages/errors';

/** The errors area, and the platform's error texts by code (messages/errorCodes.ts), which English shows as the platform words them. */
export const errors: Translation<typeof en & { codes: typeof errorCodes }> = {
  notFound: '404 Page introuvable',
  unknown: "Une erreur s'est produite.",
  network: 'La plateforme est injoignable.',
  networkResolution: 'Vérifiez votre connexion et réessayez.',
  codes: {
    UNAUTHORIZED: { description: "Vous n'êtes pas connecté.", resolution: 'Connectez-vous et réessayez.' },
    FORBIDDEN: {
      description: "Vous n'êtes pas autorisé à faire cela.",
      resolution: 'Demandez le rôle nécessaire à un administrateur.',
    },
    VALIDATION_ERROR: {
      description: 'Certaines valeurs ne sont pas valides.',
      resolution: 'Corrigez la requête et réessayez.',
    },
    ALREADY_EXISTS: {
      description: 'Cette valeur est déjà prise.',
      resolution: 'Choisissez une autre valeur et réessayez.',
    },
    INVALID_QUERY: { description: "La requête n'est pas valide.", resolution: 'Corrigez la requête et réessayez.' },
    ROUTE_NOT_FOUND: { description: "Cette adresse n'existe pas.", resolution: "Vérifiez l'adresse." },
    RECORD_NOT_FOUND: { description: 'Enregistrement introuvable.', resolution: "Vérifiez l'adresse et réessayez." },
    USER_NOT_FOUND: { description: 'Utilisateur introuvable.', resolution: 'Choisissez un utilisateur existant.' },
    GROUP_NOT_FOUND: { description: 'Groupe introuvable.', resolution: 'Choisissez un groupe existant.' },
    ROLE_NOT_FOUND: { description: "Ce rôle n'existe pas.", resolution: 'Choisissez un rôle.' },
    APP_NOT_FOUND: {
      description: 'Application introuvable.',
      resolution: 'Choisissez une de vos applications, ou Aucune.',
    },
    ORGANIZATION_NOT_FOUND: {
      description: 'Organisation introuvable.',
      resolution: 'Choisissez une organisation existante.',
    },
    SERVICE_NAME_NOT_FOUND: {
      description: "Ce nom de service n'existe pas.",
      resolution: 'Choisissez un nom de service.',
    },
    SESSION_NOT_FOUND: {
      description: 'Session introuvable.',
      resolution: 'Elle est déjà terminée : actualisez la liste.',
    },
    PAYLOAD_TOO_LARGE: {
      description: 'Le corps de la requête est trop volumineux.',
      resolution: 'Envoyez moins de 1 Mo.',
    },
    MALFORMED_JSON: {
      description: "Le corps de la requête n'est pas du JSON valide.",
      resolution: 'Envoyez un corps JSON.',
    },
    BAD_REQUEST: {
      description: "Le corps de la requête n'a pas pu être lu.",
      resolution: 'Envoyez le corps en JSON simple.',
    },
    UNSUPPORTED_MEDIA_TYPE: {
      description: 'Le corps de la requête doit être du JSON.',
      resolution: 'Envoyez le corps avec Content-Type: application/json.',
    },
    INTERNAL_ERROR: { description: "Une erreur s'est produite sur le serveur.", resolution: 'Réessayez plus tard.' },
    TOO_MANY_REQUESTS: { description: 'Trop de tentatives.', resolution: 'Patientez quelques minutes et réessayez.' },
    CROSS_SITE_REQUEST: {
      description: "Cette requête provient d'un autre site.",
      resolution: 'Effectuez la modification depuis la console elle-même.',
    },
    ROUTE_NOT_DECLARED: {
      description: "Cet appel n'est ouvert à personne.",
      resolution: 'Chaque route déclare qui peut l’appeler.',
    },
    TOKEN_NOT_ALLOWED: {
      description: "Un jeton d'accès ne peut pas faire cet appel.",
      resolution: 'Connectez-vous pour gérer les jetons, votre mot de passe ou votre e-mail.',
    },
    IMPERSONATION_NOT_ALLOWED: {
      description: "Tant que vous agissez en tant qu'un autre utilisateur, ses identifiants ne peuvent pas être gérés.",
      resolution:
        "Cessez l'emprunt d'identité : seule la personne elle-même gère son mot de passe, son e-mail, ses jetons d'accès et ses sessions.",
    },
    IMPERSONATION_ENDED: {
      description: "Vous ne pouvez plus agir en tant que cet utilisateur : l'emprunt d'identité a pris fin.",
      resolution: 'Vous agissez de nouveau en votre nom : rechargez la console.',
    },
    CURRENT_PASSWORD_REQUIRED: {
      description: 'Saisissez votre mot de passe actuel pour changer votre mot de passe ou votre e-mail.',
      resolution: 'Indiquez votre mot de passe actuel avec la modification.',
    },
    PASSWORD_TOO_COMMON: {
      description:
        "Ce mot de passe fait partie des plus courants ou divulgués, ou c'est un mot courant suivi de chiffres ou de symboles.",
      resolution:
        'Choisissez un mot de passe plus long qui ne parle pas de vous : quelques mots sans rapport conviennent.',
    },
    PASSWORD_CONTAINS_NAME: {
      description: 'Le mot de passe contient le nom de la personne.',
      resolution:
        'Choisissez un mot de passe plus long qui ne parle pas de vous : quelques mots sans rapport conviennent.',
    },
    PASSWORD_CONTAINS_EMAIL: {
      description: "Le mot de passe contient l'adresse e-mail de la personne.",
      resolution:
        'Choisissez un mot de passe plus long qui ne parle pas de vous : quelques mots sans rapport conviennent.',
    },
    PASSWORD_CONTAINS_PLATFORM_NAME: {
      description: 'Le mot de passe contient le nom de la plateforme.',
      resolution:
        'Choisissez un mot de passe plus long qui ne parle pas de vous : quelques mots sans rapport conviennent.',
    },
    STEP_UP_REQUIRED: {
      description:
        'Confirmez votre identité : cette action demande votre mot de passe saisi il y a moins de 5 minutes.',
      resolution: "Saisissez votre mot de passe (ou un code de votre application d'authentification) et réessayez.",
    },
    WRONG_CURRENT_PASSWORD: {
      description: "Votre mot de passe actuel n'est pas le bon.",
      resolution: 'Vérifiez votre mot de passe actuel et réessayez.',
    },
    INSUFFICIENT_RIGHTS: {
      description: 'Cet enregistrement donne des droits que vous ne détenez pas.',
      resolution: 'Adressez-vous à quelqu’un qui détient ces droits.',
    },
    NOT_YOURS: {
      description: 'Seul son propriétaire peut faire cela.',
      resolution: 'Agissez sur vos propres enregistrements.',
    },
    ORGANIZATION_INACTIVE: {
      description: "Cette organisation n'accepte pas de nouveaux membres.",
      resolution: "Demandez une nouvelle invitation à l'organisation.",
    },
    INVITATION_FOR_ANOTHER_USER: {
      description: 'Cette invitation a été envoyée à un autre compte.',
      resolution: 'Connectez-vous avec le compte invité.',
    },
    NOT_A_MEMBER: {
      description: "Ce compte n'est pas membre de cette organisation.",
      resolution: "Rejoignez d'abord l'organisation.",
    },
    ALREADY_MEMBER: {
      description: 'Cette personne est déjà membre de cette organisation.',
      resolution: 'Choisissez un autre utilisateur.',
    },
    ALREADY_LINKED: { description: "Ce groupe l'a déjà.", resolution: 'Choisissez-en un autre.' },
    ALREADY_REVERTED: {
      description: 'Cette modification a déjà été annulée.',
      resolution: "Annulez l'annulation pour la refaire.",
    },
    INVALID_TOKEN: {
      description: "Ce lien n'est pas valide, a déjà été utilisé ou a expiré.",
      resolution: 'Demandez un nouveau lien.',
    },
    INVALID_RESET_TOKEN: {
      description: "Ce lien de réinitialisation n'est pas valide ou a expiré.",
      resolution: 'Demandez un nouveau lien de réinitialisation.',
    },
    INVALID_ORGANIZATION_TOKEN: {
      description: "Ce jeton d'invitation ou d'organisation n'est pas valide.",
      resolution: 'Vérifiez le lien de votre invitation.',
    },
    CANNOT_IMPERSONATE_SELF: {
      description: 'Vous ne pouvez pas emprunter votre propre identité.',
      resolution: 'Choisissez un autre utilisateur.',
    },
    WRONG_CREDENTIALS: {
      description: 'E-mail ou mot de passe incorrect.',
      resolution: 'Vérifiez votre e-mail et votre mot de passe, puis réessayez.',
    },
    WRONG_CODE: { description: "Ce code n'est pas valide.", resolution: 'Vérifiez le code ou demandez-en un nouveau.' },
    EMAIL_NOT_CONFIRMED: {
      description: "Votre adresse e-mail n'est pas encore confirmée.",
      resolution: "Ouvrez le lien de l'e-mail de confirmation que nous vous avons envoyé.",
    },
    ACCOUNT_INACTIVE: {
      description: 'Ce compte est désactivé.',
      resolution: "Demandez à un administrateur de l'activer.",
    },
    GROUP_NOT_REQUESTABLE: {
      description: 'Ce groupe ne peut pas être demandé.',
      resolution: 'Choisissez un groupe proposé aux demandes, ou demandez à un administrateur.',
    },
    ORGANIZATION_NOT_REQUESTABLE: {
      description: 'Cette organisation ne peut pas être demandée.',
      resolution: 'Choisissez une organisation proposée aux demandes, ou demandez à un administrateur.',
    },
    REQUEST_PENDING: {
      description: 'Vous avez déjà demandé ce groupe ; votre demande est en attente.',
      resolution: 'Attendez sa réponse, ou annulez-la d’abord.',
    },
    REQUEST_NOT_PENDING: {
      description: 'Cette demande n’est plus en attente.',
      resolution: 'Rechargez la liste des demandes.',
    },
    OWN_REQUEST: {
      description: 'Personne n’approuve sa propre demande.',
      resolution: 'Un autre approbateur doit la trancher.',
    },
    NOT_AN_APPROVER: {
      description: 'Vous n’approuvez pas les demandes de ce groupe.',
      resolution: 'Les approbateurs du groupe la tranchent.',
    },
    ALREADY_DECIDED: {
      description: 'Vous avez déjà tranché cette demande.',
      resolution: 'Attendez les autres approbateurs.',
    },
    LIFECYCLE_RULE_CHANGED: {
      description: 'La règle a changé depuis sa simulation.',
      resolution: 'Relancez la simulation, puis exécutez.',
    },
    REQUEST_NO_LONGER_HOLDS: {
      description: 'Les réglages de ce groupe ne permettent plus cette demande.',
      resolution: 'Refusez-la ; la personne pourra demander à nouveau.',
    },
    EMAIL_TAKEN: {
      description: 'Un compte existe déjà avec cet e-mail.',
      resolution: 'Connectez-vous, ou réinitialisez votre mot de passe.',
    },
    UNSUPPORTED_FILE_TYPE: {
      description: 'Ce type de fichier ne peut pas être téléversé.',
      resolution: 'Téléversez une image, un PDF, un CSV ou un fichier JSON.',
    },
    FILE_TOO_LARGE: { description: 'Le fichier dépasse 5 Mo.', resolution: 'Téléversez un fichier plus petit.' },
    WRONG_SECOND_FACTOR: {
      description: 'Ceci n’a pas prouvé que c’est vous.',
      resolution: 'Réessayez, ou utilisez un autre de vos facteurs.',
    },
    PASSKEY_NOT_RECOGNIZED: {
      description: 'Cette clé d’accès ne vous a pas connecté.',
      resolution: 'Réessayez, ou connectez-vous avec votre mot de passe.',
    },
    PASSKEY_NOT_VERIFIED: {
      description: "La clé d'accès n'a pas pu être vérifiée.",
      resolution: 'Essayez de la rajouter.',
    },
    AUTHENTICATOR_NOT_STARTED: {
      description: "Aucune application d'authentification n'est en cours de configuration.",
      resolution: 'Recommencez sa configuration.',
    },
    NO_SECOND_FACTOR: {
      description: "Ce compte n'a aucun second facteur.",
      resolution: "Ajoutez d'abord une clé d'accès ou une application d'authentification.",
    },
    OWN_ACCOUNT: {
      description: "C'est votre propre compte : vous ne pouvez pas faire cela ici.",
      resolution: 'Utilisez Mon compte, qui demande votre mot de passe actuel, ou demandez à un autre administrateur.',
    },
    LAST_SUPERADMIN: {
      description: 'Il ne resterait aucun superadministrateur actif.',
      resolution:
        "Nommez d'abord quelqu'un d'autre superadministrateur : il en faut au moins un pour gérer la plateforme.",
    },
    SECOND_FACTOR_REQUIRED: {
      description: "Un de vos groupes exige un second facteur : c'est votre dernier.",
      resolution: "Ajoutez d'abord une autre clé d'accès ou application d'authentification, puis retirez celui-ci.",
    },
  },
};
