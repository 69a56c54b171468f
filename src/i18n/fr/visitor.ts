import { errors } from './errors';
import { launcherVisitor as launcher } from './launcher';
import { shell } from './shell';
import { signin } from './signin';

/** The visitors' pages' texts in French (the part of fr/index.ts the sign-in page loads, like visitorEn). */
export const visitorFr = {
  app: { shell, errors, signin, launcher },
  // react-admin's own question, as visitorEn says why.
  ra: {
    message: {
      unsaved_changes:
        "Certains changements n'ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?",
    },
  },
};
