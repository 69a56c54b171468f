import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/recoveryCodes';

export const texts: Translation<typeof en> = {
  recoveryCodes: {
    title: 'Ihre Wiederherstellungscodes',
    warning: 'Bewahren Sie diese Codes sicher auf: Sie werden nur jetzt angezeigt. Jeder funktioniert einmal.',
    copy: 'Kopieren',
    copied: 'Kopiert',
  },
};
