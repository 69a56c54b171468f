import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/stepUp';

export const texts: Translation<typeof en> = {
  stepUp: {
    title: 'Bestätigen Sie, dass Sie es sind',
    explanation:
      'Diese Aktion braucht erneut Ihr Passwort. Nichts von dem, was Sie eingegeben haben, geht verloren: Sie wird nach der Bestätigung fortgesetzt.',
    password: 'Passwort',
    code: 'Code aus Ihrer Authenticator-App',
    useCode: 'Einen Code meiner Authenticator-App verwenden',
    usePassword: 'Mein Passwort verwenden',
    cancel: 'Abbrechen',
    confirm: 'Bestätigen',
  },
};
