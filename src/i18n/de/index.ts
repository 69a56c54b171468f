import germanMessages from 'ra-language-german';
import { mergeTexts, type Texts } from '../catalogue';
import { account } from './account';
import { admin } from './admin';
import { bulk } from './bulk';
import { opa } from './opa';
import { ra } from './ra';
import { resources } from './resources';
import { search } from './search';
import { visitorDe } from './visitor';
import { launcher } from './launcher';

/**
 * The admin app's shared texts in German (en.ts's counterpart): react-admin's own (ra-language-german,
 * with ra.ts's texts of react-admin 5 it has not) and ours.
 */
// `prev` is react-admin 3's name of what react-admin 5 calls `previous` (in ra.ts).
const { prev: _prev, ...navigation } = germanMessages.ra.navigation as Texts;

export const de = {
  ...germanMessages,
  ra: mergeTexts({ ...(germanMessages.ra as Texts), navigation }, ra),
  app: { ...visitorDe.app, launcher, account, resources, search, admin, opa, bulk },
};
