import { REVIEW_READERS } from '@/auth/readers';
import { preloadable } from '@/ui/preloadable';
import { defineResource } from '@resources/define';

const ReviewsPage = preloadable(() => import('./ReviewsPage'));
// The menu's icon is a lazy chunk, as the custom pages' are (the start-up budget: bundle-budget.test.ts).
const FactCheckIcon = preloadable(() => import('@mui/icons-material/FactCheck'));

/**
 * Access reviews (/reviews, issue 40; the superadmin's, and the auditor's to read): campaigns over a group, an organization or a role,
 * their progress per reviewer, reminders, the close that applies revocations as one history run, the report.
 * The reviewers answer on their own page (resources/myReviews). A page of its own (ReviewsPage).
 */
export default defineResource({
  name: 'reviews',
  endpoint: { service: 'account', path: '/reviews' },
  route: '/reviews',
  capability: 'reviews',
  roles: REVIEW_READERS,
  menu: { icon: FactCheckIcon, order: 66 },
  fields: [],
  columns: [],
  selectionParam: 'reviewID',
  history: false,
  slots: { page: ReviewsPage },
});

export { messages } from './messages';
