import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './pageMessages';

export const texts: Translation<typeof en> = {
  resources: {
    dormancy: {
      rule: 'Règle',
      intro:
        'Les personnes qui ne se connectent plus reçoivent un e-mail, puis sont désactivées, puis éventuellement supprimées. Les jours comptent depuis la dernière connexion, ou depuis la création du compte pour qui ne s’est jamais connecté.',
      fields: {
        enabled: 'Exécuter chaque jour',
        warnAfterDays: 'E-mail après (jours)',
        deactivateAfterDays: 'Désactiver après (jours)',
        deleteAfterDays: 'Supprimer après (jours, facultatif)',
        exemptUserIDs: 'Personnes jamais concernées',
        exemptGroupIDs: 'Groupes jamais concernés (comptes de service)',
      },
      errors: {
        required: 'Obligatoire',
        days: 'Saisissez un nombre entier de jours entre 1 et 3 650.',
        afterWarning: 'Désactivez après plus de jours que l’e-mail.',
        afterDeactivation: 'Supprimez après plus de jours que la désactivation.',
      },
      save: 'Enregistrer',
      dryRun: 'Simulation',
      dryRunTitle: 'Qui la règle enregistrée concerne aujourd’hui',
      dryRunUnsaved: 'Simulation de mes modifications',
      dryRunUnsavedTitle: "Sur qui la règle affichée agirait aujourd'hui (non enregistrée)",
      runNeedsSave:
        "Exécuter maintenant exécute la règle enregistrée : enregistrez d'abord vos modifications, ou utilisez la simulation pour voir leur effet.",
      thresholds:
        'Règle : courriel après %{warn} jours, désactivation après %{deactivate} jours, jamais de suppression.',
      thresholdsWithDelete:
        'Règle : courriel après %{warn} jours, désactivation après %{deactivate} jours, suppression après %{delete} jours.',
      runNow: 'Exécuter maintenant',
      runConfirm:
        'La règle s’exécute maintenant : %{mail} e-mails, %{deactivate} désactivations, %{delete} suppressions. Chaque changement est dans l’historique et peut être annulé.',
      ran: 'Exécution terminée : %{mailed} e-mails, %{deactivated} désactivations, %{deleted} suppressions.',
      lists: {
        mail: 'Reçoivent un e-mail (%{count})',
        deactivate: 'Désactivés (%{count})',
        delete: 'Supprimés (%{count})',
      },
      more: 'et %{count} de plus',
      nobody: 'Personne',
      columns: {
        name: 'Nom',
        email: 'E-mail',
        lastSigninAt: 'Dernière connexion',
        inactiveDays: 'Jours d’inactivité',
      },
      never: 'Jamais',
      runs: 'Dernières exécutions',
      noRuns: 'Aucune exécution',
      runColumns: {
        at: 'Quand',
        by: 'Par',
        acts: 'E-mails / désactivations / suppressions',
        history: 'Historique',
      },
      schedule: 'Planification',
      historyOf: 'Historique de cette exécution',
    },
  },
};
