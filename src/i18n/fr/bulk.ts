import type { Translation } from '../catalogue';
import type { bulk as en } from '../messages/bulk';

export const bulk: Translation<typeof en> = {
  progress: 'Progression',
  counts: 'Terminé : %{done} · Échoué : %{failed} · Restant : %{left}',
  cancel: 'Annuler',
  cancelling: 'Annulation…',
  retryFailed: 'Réessayer les échecs',
  runRest: 'Traiter le reste',
  close: 'Fermer',
  failed: 'Échecs (%{count})',
  leftUndone: 'Non traités (%{count})',
  more: 'et %{count} de plus',
  recovered: 'La page a été rechargée pendant cette action groupée : ce qui a été fait est conservé.',
  interruptedCount:
    '%{count} étaient en cours à ce moment : leur résultat est inconnu, ils sont comptés comme des échecs.',
  interrupted: 'En cours lors du rechargement de la page : résultat inconnu.',
  notJournaled:
    "Cette action groupée est trop volumineuse pour que le navigateur la suive après un rechargement : gardez cette page ouverte jusqu'à la fin.",
  auditFailed: "L'événement de cette action groupée n'a pas pu être enregistré : %{reason}",
};
