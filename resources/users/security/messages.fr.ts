import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './messages';

export const texts: Translation<typeof en> = {
  resources: {
    users: {
      security: {
        factors: 'Seconds facteurs',
        noFactors: 'Aucun second facteur',
        kinds: { passkey: "Clé d'accès", totp: "Application d'authentification" },
        facts: {
          kind: 'Type',
          added: 'Ajouté',
          lastUsed: 'Dernière utilisation',
          failures: 'Échecs',
          lockedUntil: "Verrouillé jusqu'au",
        },
        never: 'Jamais',
        reset: 'Réinitialiser les seconds facteurs',
        resetConfirm:
          "Toutes les clés d'accès, l'application d'authentification et les codes de récupération de cet utilisateur seront supprimés et ses sessions déconnectées. Il en sera informé par e-mail.",
        resetDone:
          '%{smart_count} second facteur a été supprimé. |||| %{smart_count} seconds facteurs ont été supprimés.',
        lockout: 'Verrouillage',
        locked: 'Verrouillé',
        notLocked: 'Non verrouillé',
        lockKinds: { password: 'Mots de passe erronés', secondFactor: 'Seconds facteurs erronés' },
        failuresOf: '%{failures} sur %{limit}',
        unlock: 'Déverrouiller',
        own: 'Vos propres seconds facteurs se gèrent dans Mon compte, avec votre mot de passe actuel.',
        unlocked: 'Le compte a été déverrouillé.',
      },
    },
  },
};
