import englishMessages from 'ra-language-english';
import { visitorEn } from './visitorEn';
import { launcher } from './messages/launcher';
import { account } from './messages/account';
import { admin } from './messages/admin';
import { bulk } from './messages/bulk';
import { opa } from './messages/opa';
import { resources } from './messages/resources';
import { search } from './messages/search';

/**
 * The admin app's shared texts: react-admin's own plus every text of the spec that is not one
 * resource's, under `app.<area>.<key>`. Each area lives in its own file under messages/ so it can be
 * read on its own; the visitors' areas come from visitorEn.ts; each resource's texts are in its folder
 * (resources/<name>/messages.ts), which the registry adds (`catalogue`, resources/index.ts).
 */
export const en = {
  ...englishMessages,
  app: { ...visitorEn.app, launcher, account, resources, search, admin, opa, bulk },
};
