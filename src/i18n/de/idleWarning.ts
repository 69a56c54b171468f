import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/idleWarning';

export const texts: Translation<typeof en> = {
  idleWarning: {
    title: 'Sie werden in einer Minute abgemeldet',
    titleSeconds: 'Sie werden in %{seconds} Sekunden abgemeldet',
    explanation:
      'Sie haben die Konsole eine Weile nicht benutzt. Solange dieser Hinweis offen ist, geht nichts verloren, was Sie eingegeben haben.',
    stay: 'Angemeldet bleiben',
    ended: 'Ihre Sitzung ist beendet',
    endedExplanation:
      'Sie wurden abgemeldet, nachdem Sie die Konsole eine Weile nicht benutzt haben. Melden Sie sich in einem neuen Tab wieder an, kommen Sie dann zurück und wählen Sie Weiter: Was Sie auf dieser Seite eingegeben haben, ist noch da.',
    signInAgain: 'In einem neuen Tab wieder anmelden',
    continue: 'Weiter',
  },
};
