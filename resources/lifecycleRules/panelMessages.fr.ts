import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './panelMessages';

export const texts: Translation<typeof en> = {
  resources: {
    lifecycleRules: {
      intro:
        'Une règle prend en charge une personne quand elle entre dans son déclencheur, puis fait ses étapes : aussitôt, ou quelques jours plus tard si ce qui l’a déclenchée tient toujours.',
      ruleForm: 'Déclencheur et étapes',
      fields: {
        organizationID: 'Organisation',
        attribute: 'Champ',
        value: 'Prend la valeur (vide : tout changement)',
        days: 'Jours sans connexion',
      },
      anyOrganization: 'Toute organisation',
      triggerHelp: {
        joiner: 'Une personne est créée ou activée, ou rejoint l’organisation.',
        mover: 'Un champ de la personne change (depuis l’annuaire, par provisionnement).',
        leaver: 'Une personne est désactivée, ou quitte l’organisation.',
        inactive:
          'Une personne ne s’est pas connectée depuis le nombre de jours donné. La règle du déploiement qui écrit, désactive et supprime les personnes qui ne se connectent plus est la page Comptes dormants.',
      },
      attributes: {
        organizationID: 'Organisation courante (son identifiant)',
        department: 'Service',
        title: 'Intitulé du poste',
        division: 'Division',
        costCenter: 'Centre de coûts',
      },
      steps: 'Étapes',
      step: 'Étape %{n}',
      action: 'Faire',
      target: 'Quoi',
      afterDays: 'Après (jours)',
      addStep: 'Ajouter une étape',
      removeStep: 'Retirer l’étape %{n}',
      actions: {
        addGroup: 'Ajouter au groupe',
        removeGroup: 'Retirer du groupe',
        setDefaultApp: 'Définir l’application par défaut',
        mailPerson: 'Écrire à la personne',
        mailManager: 'Écrire à son responsable',
        deactivate: 'Désactiver',
        delete: 'Supprimer',
      },
      save: 'Enregistrer',
      dryRun: 'Simulation',
      dryRunUnsaved: 'Simulation de mes modifications',
      runNow: 'Exécuter maintenant',
      runNeedsSave:
        'Exécuter maintenant exécute la règle enregistrée : enregistrez d’abord vos modifications, ou regardez leur simulation.',
      dryRunTitle: 'Qui une exécution maintenant prendrait en charge (%{smart_count})',
      dryRunUnsavedTitle: 'Qui la règle à l’écran prendrait en charge maintenant (%{smart_count}, non enregistrée)',
      nobody: 'Personne : tous ceux dans cet état ont déjà été pris en charge, ou n’ont rien à changer.',
      more: 'Et %{smart_count} de plus.',
      person: 'Personne',
      planned: 'Étapes',
      nothing: 'rien à faire',
      today: 'maintenant',
      onDate: 'le %{date}',
      runConfirm:
        'Exécuter la règle maintenant pour %{smart_count} personne ? Ses étapes dues maintenant sont faites aussitôt, les autres à leur jour. |||| Exécuter la règle maintenant pour %{smart_count} personnes ? Leurs étapes dues maintenant sont faites aussitôt, les autres à leur jour.',
      ran: 'Fait : %{done} étapes faites, %{refused} refusées, %{cancelled} annulées.',
      ranNothing: 'Personne à prendre en charge.',
      dormancyRule: {
        on: 'Comptes dormants : en service, désactive après %{smart_count} jour sans connexion |||| Comptes dormants : en service, désactive après %{smart_count} jours sans connexion',
        off: 'Comptes dormants : hors service',
      },
      noRuns: 'Aucune exécution',
      runColumns: { at: 'Quand', by: 'Par', counts: 'Faites / refusées / annulées', history: 'Historique' },
      by: { moment: 'Une modification', schedule: 'Le planificateur' },
      historyOf: 'Historique de cette exécution',
    },
  },
};
