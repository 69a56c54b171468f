import { errors } from './messages/errors';
import { launcherVisitor as launcher } from './messages/launcher';
import { shell } from './messages/shell';
import { signin } from './messages/signin';

/**
 * The texts of the visitors' pages (sign-in, processing, join) and of what every page has (notices,
 * errors, the watermark): the part of the catalogue (en.ts) the visitors' app (src/VisitorApp.tsx)
 * downloads, instead of all of it.
 */
export const visitorEn = {
  app: { shell, errors, signin, launcher },
  // react-admin's question before typed values are lost (a sign-in dialog closed, useGuardedClose), word
  // for word: its whole catalogue would cost the sign-in page 2 kB (i18n-catalogues.test.ts checks the copy).
  ra: { message: { unsaved_changes: "Some of your changes weren't saved. Are you sure you want to ignore them?" } },
};
