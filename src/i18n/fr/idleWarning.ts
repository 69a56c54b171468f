import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/idleWarning';

export const texts: Translation<typeof en> = {
  idleWarning: {
    title: 'Vous serez déconnecté dans une minute',
    titleSeconds: 'Vous serez déconnecté dans %{seconds} secondes',
    explanation:
      'Vous n’avez pas utilisé la console depuis un moment. Rien de ce que vous avez saisi n’est perdu tant que ce message est ouvert.',
    stay: 'Rester connecté',
  },
};
