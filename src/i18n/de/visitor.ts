import { errors } from './errors';
import { launcherVisitor as launcher } from './launcher';
import { shell } from './shell';
import { signin } from './signin';

/** The visitors' pages' texts in German (the part of de/index.ts the sign-in page loads, like visitorEn). */
export const visitorDe = {
  app: { shell, errors, signin, launcher },
  // react-admin's own question, as visitorEn says why.
  ra: {
    message: {
      unsaved_changes:
        'Einige Änderungen wurden nicht gespeichert. Sind Sie sicher, dass Sie diese Seite verlassen wollen?',
    },
  },
};
