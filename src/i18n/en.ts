import englishMessages from 'ra-language-english';
import { visitorEn } from './visitorEn';
import { account } from './messages/account';
import { admin } from './messages/admin';
import { bulk } from './messages/bulk';
import { events } from './messages/events';
import { groups } from './messages/groups';
import { opa } from './messages/opa';
import { organizations } from './messages/organizations';
import { resources } from './messages/resources';
import { search } from './messages/search';
import { settings } from './messages/settings';
import { users } from './messages/users';

/**
 * The one English message catalogue: react-admin's own texts plus every text of the spec, under
 * `app.<area>.<key>`. Each area lives in its own file under messages/ so it can be read on its own; the
 * visitors' areas come from visitorEn.ts.
 */
export const en = {
  ...englishMessages,
  app: { ...visitorEn.app, account, resources, search, users, admin, opa, groups, organizations, settings, events, bulk },
};

