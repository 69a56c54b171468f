import LockIcon from '@mui/icons-material/Lock';
import { SUPERADMIN } from '@/auth/hasRoles';
import { preloadable } from '@/ui/preloadable';
import { defineResource } from '@resources/define';
import { lockoutsQuery } from './queries';

const LockoutsPage = preloadable(() => import('./LockoutsPage'));

/**
 * Every lock in force (/lockouts, issue 38; the superadmin's: it names addresses and clients): accounts and
 * clients that wrong passwords, second factors or one-time codes have locked, until when, each with Lift.
 * Not a list of records the engine edits (a lock has no detail): a page of its own (LockoutsPage).
 */
export default defineResource({
  name: 'lockouts',
  endpoint: { service: 'account', path: '/lockouts' },
  route: '/lockouts',
  capability: 'lockouts',
  roles: SUPERADMIN,
  menu: { icon: LockIcon, parent: '/users', order: 10 },
  fields: [],
  columns: [],
  selectionParam: 'lockID',
  history: false,
  pageQueries: [lockoutsQuery],
  slots: { page: LockoutsPage },
});

export { messages } from './messages';
