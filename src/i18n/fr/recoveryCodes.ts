import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/recoveryCodes';

export const texts: Translation<typeof en> = {
  recoveryCodes: {
    title: 'Vos codes de récupération',
    warning: "Gardez ces codes en lieu sûr : ils ne sont affichés que maintenant. Chacun ne sert qu'une fois.",
    copy: 'Copier',
    copied: 'Copié',
  },
};
