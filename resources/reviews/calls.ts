import { platformList, platformRequest } from '@/platform/request';
import type { Decision, NewReview, Review, ReviewItem, ReviewProgress } from '@contract/reviews';

/**
 * Access reviews' calls that are not plain CRUD (issue 40, fixtures/server/README.md "Access reviews"): the
 * superadmin's page (make, remind, close) and the reviewers' (their items, answers). Imported by the pages
 * themselves, not registered as data-provider methods: the registry is start-up code, and the Users page's
 * bundle is at its budget (tests/unit/bundle-budget.test.ts).
 */
export const reviewCalls = {
  createReview: (body: NewReview) => platformRequest<Review>('account', '/reviews', { method: 'POST', body }),

  /** Each reviewer's progress (a reviewer gets their own row only). */
  reviewProgress: (id: number) =>
    platformList<ReviewProgress>('account', `/reviews/${id}/progress`, { range: [0, 999] }).then((page) => page.data),

  /** Mails every reviewer who has answers to give; answers their addresses. */
  remindReviewers: (id: number) =>
    platformRequest<{ reminded: string[] }>('account', `/reviews/${id}/remind`, { method: 'POST' }),

  /** Closes a campaign; `missing` says how to take the answers not given (refused without it when some are). */
  closeReview: (id: number, missing?: 'keep' | 'revoke') =>
    platformRequest<Review & { revoked: number }>('account', `/reviews/${id}/close`, {
      method: 'POST',
      body: missing ? { missing } : {},
    }),

  /** A page of a campaign's items (a reviewer's own), filtered with the platform's filters. */
  reviewItems: (id: number, range: [number, number], filters?: string) =>
    platformList<ReviewItem>('account', `/reviews/${id}/items`, {
      range,
      sort: ['userName', 'ASC'],
      query: { filters },
    }),

  /** Answers items of the caller's (one or many at once); `until` with keep: kept until then (issue 62). */
  decideReviewItems: (id: number, itemIDs: number[], decision: Decision, until?: string) =>
    platformRequest<{ decided: number }>('account', `/reviews/${id}/decisions`, {
      method: 'POST',
      body: { itemIDs, decision, ...(until && { until }) },
    }),
};
