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
        lockdown: {
          title: 'Mise sous clé',
          explanation:
            'Si ce compte a été pris : mettre fin à ses sessions, révoquer ses jetons d’accès et les clients de provisionnement qu’il a créés, réinitialiser ses seconds facteurs, annuler ses liens et codes en attente et le désactiver, d’un coup. Seul un administrateur peut le réactiver.',
          open: 'Mettre sous clé',
          reason: 'Motif',
          reasonHelp: 'Écrit dans le journal des événements avec votre nom.',
          done: 'Le compte est mis sous clé : %{sessions} sessions terminées, %{accessTokens} jetons d’accès et %{provisioningClients} clients de provisionnement révoqués, %{factors} seconds facteurs réinitialisés.',
        },
      },
    },
  },
};
