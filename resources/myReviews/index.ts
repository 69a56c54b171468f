import { preloadable } from '@/ui/preloadable';
import { defineResource } from '@resources/define';

const MyReviewsPage = preloadable(() => import('./MyReviewsPage'));
// The menu's icon is a lazy chunk, as the custom pages' are (the start-up budget: bundle-budget.test.ts).
const RateReviewIcon = preloadable(() => import('@mui/icons-material/RateReview'));

/**
 * My reviews (/myReviews, issue 40): the access reviews a person reviews, and in each their own items — every
 * person's access in the scope with where it comes from — to keep or revoke, a row or a selection at a time.
 * Anyone signed in may review (the platform answers each only their own items); the campaigns are the
 * superadmin's page (resources/reviews). A page of its own (MyReviewsPage).
 */
export default defineResource({
  name: 'myReviews',
  endpoint: { service: 'account', path: '/reviews' },
  route: '/myReviews',
  capability: 'reviews',
  // No role: anyone signed in may be named a reviewer (the reminder's link opens this page), and the spec's
  // menu lists the routes one may enter.
  menu: { icon: RateReviewIcon, order: 67 },
  fields: [],
  columns: [],
  selectionParam: 'review',
  history: false,
  slots: { page: MyReviewsPage },
});

export { messages } from './messages';
