import { preloadable } from '@/ui/preloadable';
import { defineResource } from '@resources/define';

const AccessRequestsPage = preloadable(() => import('./AccessRequestsPage'));
// The menu's icon is a lazy chunk, as the custom pages' are (the start-up budget: bundle-budget.test.ts).
const HowToRegIcon = preloadable(() => import('@mui/icons-material/HowToReg'));

/**
 * Access requests (/accessRequests, issue 62): anyone signed in asks for a requestable group (Request access:
 * the group, why, for how many days), follows and cancels their requests; approvers decide the requests waiting
 * for them, one or many, with a comment. The platform answers each person their own and those they approve.
 */
export default defineResource({
  name: 'accessRequests',
  endpoint: { service: 'account', path: '/accessRequests' },
  route: '/accessRequests',
  capability: 'accessRequests',
  // No role: anyone signed in asks, and approvers are named by the groups' settings.
  menu: { icon: HowToRegIcon, order: 68 },
  fields: [],
  columns: [],
  selectionParam: 'requestID',
  history: false,
  slots: { page: AccessRequestsPage },
});

export { messages } from './messages';
export { calls } from './calls';
