import type { RaRecord } from 'react-admin';

/** What a review is about (fixtures/server/README.md, "Access reviews"). */
export interface ReviewScope {
  kind: 'group' | 'organization' | 'role';
  id: number;
}

/** An access review campaign with its totals (`GET /account/reviews`). */
export interface Review extends RaRecord {
  id: number;
  name: string;
  scope: ReviewScope;
  scopeName: string;
  deadline: string;
  reviewers: 'owners' | number[];
  status: 'open' | 'closed';
  createdAt: string;
  closedAt: string;
  missing: '' | 'keep' | 'revoke';
  runID: string;
  total: number;
  keep: number;
  revoke: number;
  pending: number;
}

/** Where a person's access comes from. */
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
  userName: string;
  reviewerID: number;
  reviewerEmail: string;
  roles: { service: string; roleID: number; roleName: string; sources: ReviewSource[] }[];
  apps: { id: number; name: string; sources: ReviewSource[] }[];
  revokes: ReviewSource[];
  decision: Decision;
  decidedAt: string;
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
