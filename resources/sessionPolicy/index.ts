import TimerIcon from '@mui/icons-material/Timer';
import { SUPERADMIN } from '@/auth/hasRoles';
import { preloadable } from '@/ui/preloadable';
import { defineResource } from '@resources/define';
import { sessionPolicyTexts } from './texts';

const SessionPolicyPage = preloadable(() => import('./SessionPolicyPage'));

/**
 * The session policy (issue 59, the superadmin's): how long sessions last, absolute and idle, shorter for
 * administrators, and "remember me". Not a list of records: a page of its own (SessionPolicyPage).
 */
export default defineResource({
  name: 'sessionPolicy',
  endpoint: { service: 'account', path: '/sessionPolicy' },
  route: '/sessionPolicy',
  capability: 'sessionPolicy',
  roles: SUPERADMIN,
  menu: { icon: TimerIcon, parent: '/events', order: 11 },
  fields: [],
  columns: [],
  selectionParam: 'sessionPolicyID',
  history: false,
  slots: { page: SessionPolicyPage },
});

export { calls } from './calls';
export { messages } from './messages';
export const textParts = [sessionPolicyTexts];
