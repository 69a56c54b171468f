import FactCheckIcon from '@mui/icons-material/FactCheck';
import { SUPERADMIN } from '@/auth/hasRoles';
import { preloadable } from '@/ui/preloadable';
import { defineResource } from '@resources/define';
import { reviewsTexts } from './texts';

const ReviewsPage = preloadable(() => import('./ReviewsPage'));

/**
 * Access reviews (/reviews, issue 40; the superadmin's): campaigns over a group, an organization or a role,
 * their progress per reviewer, reminders, the close that applies revocations as one history run, the report.
 * The reviewers answer on their own page (resources/myReviews). A page of its own (ReviewsPage).
 */
export default defineResource({
  name: 'reviews',
  endpoint: { service: 'account', path: '/reviews' },
  route: '/reviews',
  roles: SUPERADMIN,
  menu: { icon: FactCheckIcon, order: 66 },
  fields: [],
  columns: [],
  selectionParam: 'reviewID',
  history: false,
  slots: { page: ReviewsPage },
});

export { messages } from './messages';
export { calls } from './calls';
export const textParts = [reviewsTexts];
