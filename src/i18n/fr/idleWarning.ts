import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/idleWarning';

export const texts: Translation<typeof en> = {
  idleWarning: {
    title: 'Vous serez déconnecté dans une minute',
    titleSeconds: 'Vous serez déconnecté dans %{seconds} secondes',
    explanation:
      'Vous n’avez pas utilisé la console depuis un moment. Rien de ce que vous avez saisi n’est perdu tant que ce message est ouvert.',
    stay: 'Rester connecté',
    ended: 'Votre session a pris fin',
    endedExplanation:
      'Vous avez été déconnecté après un moment sans utiliser la console. Reconnectez-vous dans un nouvel onglet, puis revenez et choisissez Continuer : ce que vous avez saisi sur cette page est toujours là.',
    signInAgain: 'Se reconnecter dans un nouvel onglet',
    continue: 'Continuer',
  },
};
