import { errors } from './messages/errors';
import { launcher } from './messages/launcher';
import { shell } from './messages/shell';
import { signin } from './messages/signin';

/**
 * The texts of the visitors' pages (sign-in, processing, join) and of what every page has (notices,
 * errors, the watermark): the part of the catalogue (en.ts) the visitors' app (src/VisitorApp.tsx)
 * downloads, instead of all of it.
 */
export const visitorEn = { app: { shell, errors, signin, launcher } };
