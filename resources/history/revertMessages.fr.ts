import type { Translation } from '@/i18n/catalogue';
import type { texts as en } from './revertMessages';

export const texts: Translation<typeof en> = {
  resources: {
    history: {
      filters: { run: 'Action groupée' },
      audit: {
        fields: {
          createdAt: 'Créé le',
          updatedAt: 'Modifié le',
          endsAt: 'Prend fin le',
          lastUsedAt: 'Dernière utilisation',
          inviteEmail: 'Adresse invitée',
          verified: 'Vérifié',
          kind: 'Type',
        },
        removed: 'supprimé',
        event: { call: 'Appel', person: 'Personne', status: 'Statut', agent: 'Navigateur' },
        nobody: 'personne de connecté',
      },
      revert: {
        revertedBy: 'Annulée par %{who} le %{date}',
        of: 'Annulation de la modification n° %{id}',
        button: 'Annuler',
        title: 'Annuler cette modification',
        explain: {
          update: "Les champs choisis retrouvent leur valeur d'avant cette modification.",
          create: "L'enregistrement créé par cette modification est supprimé.",
          delete:
            "L'enregistrement supprimé par cette modification est recréé. Les mots de passe et autres secrets ne sont pas gardés dans l'historique et ne sont pas restaurés.",
        },
        fields: 'Champs à rétablir',
        overwrite: 'Écraser les modifications faites depuis',
        proof:
          "Ce changement touche l'un de vos propres identifiants : saisissez votre mot de passe actuel pour l'annuler.",
        currentPassword: 'Mot de passe actuel',
        conflicts:
          'Un champ a changé depuis et a été laissé tel quel |||| %{smart_count} champs ont changé depuis et ont été laissés tels quels',
        conflictList: 'Champs modifiés depuis',
        conflict: 'maintenant %{current} (cette modification avait mis %{after})',
        confirm: 'Annuler la modification',
        done: 'Un champ rétabli |||| %{smart_count} champs rétablis',
        runButton: "Annuler l'action groupée",
        runTitle: "Annuler l'action groupée %{runID}",
        runConfirm:
          "Annuler les %{count} modifications de l'action groupée %{runID}, des plus récentes aux plus anciennes ? Les champs modifiés depuis sont laissés tels quels et comptés en échec.",
        run: "Annuler %{smart_count} modification de l'action groupée %{runID} |||| Annuler %{smart_count} modifications de l'action groupée %{runID}",
        changedSince: 'Modifié depuis : %{fields}',
      },
    },
  },
};
