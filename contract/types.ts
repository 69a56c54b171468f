/** Shapes shared by the console and the development API (../shared/api-contract.md). */
export type Service = 'account' | 'unity';

export interface Envelope<T> {
  success: true;
  payload: T;
}

export interface ErrorBody {
  success: false;
  status: number;
  errorCode: string;
  description: string;
  resolution?: string;
  action?: string;
  /** The body's field at fault, when the platform names one (a validation error, a taken e-mail). */
  field?: string;
}

/** Where a react-admin resource lives on the platform. */
export interface ResourceEndpoint {
  service: Service;
  /** Path below the service, e.g. `/users`. */
  path: string;
}

/** Where a list's search bar reads its fields from (`searchMetadata`), and the list's server export. */
export interface SearchDefinition {
  /** Keyword scoping presets (e.g. `users`). */
  keyword: string;
  /** `{service}{path}` answering `{field: {name, label, type}}`. */
  metadata: { service: Service; path: string };
  /** CSV export call, e.g. account `/users/csv`. */
  csv?: { service: Service; path: string };
}

/** The methods of a call, and of a rule (spec 2 section 9). */
export const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

export interface AccessCheck {
  method: Method;
  service: Service;
  path: string;
}

export interface Organization {
  id: number;
  name: string;
  default?: boolean;
}

export interface User {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  active: boolean;
  defaultAppID: number;
  organizationID?: number;
  organizations: Organization[];
  services: Record<string, string[]>;
  createdAt: string;
  updatedAt: string;
  impersonate?: boolean;
  defaultAppURL?: string;
  /** A new address the person asked for, until they open the link mailed to it. */
  pendingEmail?: string;
  /**
   * GET /account/users/current only, for the console's idle warning (issue 59): after how many minutes
   * without a call this session ends under the session policy; absent when it has no idle end.
   */
  sessionIdleMinutes?: number;
}

export interface UserApp {
  id: number;
  name: string;
  icon: string;
  url?: string;
  color?: string;
}

export interface FieldChange {
  field: string;
  /** null when the record did not exist before (created) or after (removed). */
  before: unknown;
  after: unknown;
  /** A link field's (`groupID`) values: the names of what they linked when written (issue 42). */
  beforeName?: string;
  afterName?: string;
}

/**
 * An entry of the platform's history (issue 24): a record created, changed or removed by a call, who made
 * it, each field before and after (fixtures/server/README.md, "History").
 */
/** An entry that reverted another (`HistoryEntry.revertedBy`). */
export interface RevertMark {
  id: number;
  at: string;
  actorEmail: string;
}

export interface HistoryEntry<Resource extends string = string> {
  id: number;
  /** When (ISO). */
  at: string;
  /** Who signed in and made the call (0 and '' for a visitor: sign-up, a reset link). */
  actorID: number;
  actorEmail: string;
  /** The user the actor was acting as (impersonation); 0 and '' otherwise. */
  asUserID: number;
  asUserEmail: string;
  /** The call was made with an access token. */
  viaToken: boolean;
  /** The call: service, method and path (never its query, which may carry a one-time token). */
  service: string;
  method: string;
  path: string;
  /** The bulk run the call belongs to (header X-Bulk-Run), else ''. */
  runID: string;
  /** The record: its collection (`users`, `userGroups`, …) and id. */
  resource: Resource;
  recordID: number;
  action: 'create' | 'update' | 'delete';
  /** Every record the entry concerns, as `resource:id`: its own, and those it links (a membership: the user and the group). */
  about: string[];
  /**
   * The names of the records it concerns and links (`about`'s keys, and the targets of link fields such as
   * `groupID`), as they were when it was written (issue 42); entries written before names were kept have none.
   */
  names?: Record<string, string>;
  changes: FieldChange[];
  /** The changes as one line: `firstName: "Ann" → "Anna"; active: true → false`. */
  summary: string;
  /** The entry this one reverts (`POST /account/history/{id}/revert`, issue 39); absent on other entries. */
  revertOf?: number;
  /**
   * The later changes that reverted this one, oldest first (issue 64): which entry, when and by whom (its
   * `actorEmail`), so a reverted change says "Reverted by … on …" and is not offered again.
   */
  revertedBy?: RevertMark[];
}
