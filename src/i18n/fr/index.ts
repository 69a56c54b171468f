import frenchMessages from 'ra-language-french';
import { account } from './account';
import { admin } from './admin';
import { bulk } from './bulk';
import { opa } from './opa';
import { resources } from './resources';
import { search } from './search';
import { visitorFr } from './visitor';
import { launcher } from './launcher';

/** The admin app's shared texts in French (en.ts's counterpart): react-admin's own (ra-language-french) and ours. */
export const fr = {
  ...frenchMessages,
  app: { ...visitorFr.app, launcher, account, resources, search, admin, opa, bulk },
};
