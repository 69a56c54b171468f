/**
 * The access reviews' contract (issue 40; fixtures/server/README.md, "Access reviews"): what the calls take and
 * answer, declared once for the console's pages and the development API (fixtures/server/types.ts stores them).
 */

/** What a review is about: a group, an organization or a role, by id. */
export interface ReviewScope {
  kind: 'group' | 'organization' | 'role';
  id: number;
}

/** An access review campaign with its totals (`GET /account/reviews`). */
export interface Review {
  id: number;
  name: string;
  scope: ReviewScope;
  /** The scope's name when the campaign was made (the record may be renamed or gone since). */
  scopeName: string;
  /** ISO date-time. */
  deadline: string;
  /** `owners`: the organizations' owners (the API's domain/reviews.ts says whose for each scope); else user ids. */
  reviewers: 'owners' | number[];
  status: 'open' | 'closed';
  createdAt: string;
  closedAt: string;
  /** How the answers missing at close were taken (`''` while open or when none were missing). */
  missing: '' | 'keep' | 'revoke';
  /** The history's run of the revocations applied at close (`review-<id>`). */
  runID: string;
  total: number;
  keep: number;
  revoke: number;
  pending: number;
  /** Answers not given, taken as the close said (issue 64): not answered by anyone. */
  defaulted?: number;
}

/** Where a person's access in a review's scope comes from, as effective access says it. */
export type ReviewSource =
  | { kind: 'group'; groupID: number; groupName: string }
  | { kind: 'organization'; organizationID: number; organizationName: string }
  | { kind: 'signedIn' }
  | { kind: 'everyone' };

export type Decision = 'pending' | 'keep' | 'revoke';

/** One person's access in a campaign's scope, with its reviewer and answer. */
export interface ReviewItem {
  id: number;
  reviewID: number;
  userID: number;
  userEmail: string;
  /** Whether the person is active today (issue 64). */
  userActive?: boolean;
  userName: string;
  reviewerID: number;
  reviewerEmail: string;
  /** The roles the person holds there, each with where it comes from. */
  roles: { service: string; roleID: number; roleName: string; sources: ReviewSource[] }[];
  /** The apps the person reaches there, each with where it comes from. */
  apps: { id: number; name: string; sources: ReviewSource[] }[];
  /** What a revocation removes: the memberships the access comes from. */
  revokes: ReviewSource[];
  decision: Decision;
  /**
   * Keep until (issue 62): with `keep`, the day the reviewer keeps the access until (ISO date-time, the end of
   * that day). At close it becomes the end of the memberships the item lists in `revokes`, and the expiry sweep
   * ends them then. Absent: kept with no end.
   */
  until?: string;
  /** Who gave the answer (issue 64): its reviewer, or the close taking a missing answer as it said (`missing`). */
  answeredBy?: '' | 'reviewer' | 'missing';
  decidedAt: string;
  /** At close, for a revocation: `applied`, or `gone` (the membership had already ended). */
  outcome: '' | 'kept' | 'applied' | 'gone';
}

/** One reviewer's progress in a campaign. */
export interface ReviewProgress {
  id: number;
  reviewerID: number;
  reviewerEmail: string;
  total: number;
  keep: number;
  revoke: number;
  pending: number;
}

/** What a new campaign is made of (`POST /account/reviews`). */
export interface NewReview {
  name: string;
  scope: ReviewScope;
  deadline: string;
  reviewers: 'owners' | number[];
}
