import type { Identifier, RaRecord } from 'react-admin';
import { sendPLCode } from '@/auth/calls';
import type { NewPassword } from '@/forms/validation';
import type { CallOptions } from '@/platform/httpClient';
import { platformRequest } from '@/platform/request';
import type { PlatformDataProvider } from '@/platform/dataProvider';
import { factorCalls } from './factors/calls';
import type { z } from 'zod';
import type { lockdownAnswer } from '@contract/schemas/users';
import type { Membership } from '@contract/schemas/memberships';

/** What a lockdown ended, counted (`POST /account/users/{id}/lockdown`, issue 59). */
export type LockdownSummary = z.infer<typeof lockdownAnswer>;

/** A user's membership of a group (`GET /account/users/{id}/groups`), with its end when it has one (issue 62). */
export type UserGroup = Membership;
/** A membership's start and end as sent (issue 62): absent, kept (or none); `null`, none (a start: now). */
export type MembershipDates = { startsAt?: string | null; endsAt?: string | null };

/** Whose sessions or access: a user's id, or `current` for the signed-in person's own. */
export type UserRef = Identifier | 'current';

/** A signed-in session of a user (`GET /account/users/{id|current}/sessions`, fixtures/server/README.md). */
export interface UserSession {
  id: number;
  current: boolean;
  via: 'password' | 'code' | 'token' | 'impersonation';
  browser: string;
  os: string;
  device: string;
  deviceName: string;
  ipAddress: string;
  permanent: boolean;
  createdAt: string;
  lastActiveAt: string;
  impersonatedBy: { id: number; email: string } | null;
}

/** A second factor of a user as it is listed: never its secret (one type with My Account's). */
export type { Factor as UserFactor } from './factors/calls';

/** An account's lockout (`GET /account/users/{id}/lockout`): its windows of wrong passwords and second factors. */
export interface UserLockout {
  userID: number;
  locked: boolean;
  /** `lockedUntil` is null while the window is not full. */
  locks: { kind: 'password' | 'secondFactor'; failures: number; limit: number; lockedUntil: string | null }[];
}

/** Where a role or an app comes from: a group, every signed-in user (`any`) or everyone (`anon`). */
export type AccessSource =
  { kind: 'group'; groupID: number; groupName: string; endsAt?: string } | { kind: 'signedIn' } | { kind: 'everyone' };

/** What a user holds, as the policy decides it (`GET /account/users/{id|current}/access`). */
export interface UserAccess {
  userID: number;
  services: {
    serviceNameID: number;
    service: string;
    color?: string;
    roles: {
      roleID: number;
      roleName: string;
      sources: AccessSource[];
      rules: { id: number; method: string; path: string }[];
    }[];
  }[];
  apps: { id: number; name: string; url: string; sources: AccessSource[] }[];
}

/**
 * The users' calls that are not plain CRUD (spec 1, section 7): data-provider methods (the registry
 * adds them, resources/index.ts). The bulk actions make them with `{ notify: false }`: a failure is
 * listed by the run, not notified once per user.
 */
export const calls = {
  /**
   * The users whose first name, last name or e-mail holds the text (spec 1: `POST /account/users/search`),
   * the first 50: the filters of a list are ANDed, field by field, so they cannot look in all three.
   */
  searchUsers: (text: string) =>
    platformRequest<RaRecord[]>('account', '/users/search', { method: 'POST', body: { text } }),

  getUserGroups: (userID: Identifier, options?: CallOptions) =>
    platformRequest<UserGroup[]>('account', `/users/${userID}/groups`, options),

  /** Gives the group, until `endsAt` when given (issue 62). */
  addUserToGroup: (userID: Identifier, groupID: Identifier, options?: CallOptions, dates?: MembershipDates) =>
    // (An absent start or end is no field: JSON leaves `undefined` out.)
    platformRequest<UserGroup>('account', `/users/${userID}/groups`, {
      method: 'POST',
      body: { groupID, ...dates },
      ...options,
    }),

  /**
   * A membership's new end, or none (`null`), and before it starts a new start, or now (`null`):
   * `PUT /account/userGroups/{id}` (issue 62).
   */
  setMembershipEnd: (userGroupID: Identifier, dates: MembershipDates) =>
    platformRequest<UserGroup>('account', `/userGroups/${userGroupID}`, { method: 'PUT', body: dates }),

  removeUserGroup: (userGroupID: Identifier, options?: CallOptions) =>
    platformRequest<void>('account', `/userGroups/${userGroupID}`, { method: 'DELETE', ...options }),

  /** Forces a new password on a user. */
  setUserPassword: (userID: Identifier, { password, passwordConfirmation }: NewPassword) =>
    platformRequest<void>('account', `/users/${userID}/password`, {
      method: 'PUT',
      body: { password, passwordConfirmation },
    }),

  /** A user's live sessions (`current`: the signed-in person's), the current one first. */
  getUserSessions: (user: UserRef) => platformRequest<UserSession[]>('account', `/users/${user}/sessions`),

  /** Ends one session of the user: refused at once on its next call, its realtime socket closed. */
  endUserSession: (user: UserRef, sessionID: Identifier) =>
    platformRequest<UserSession>('account', `/users/${user}/sessions/${sessionID}`, { method: 'DELETE' }),

  /** Ends every session of the user but the caller's own ("Sign out all other sessions", "Sign out everywhere"). */
  endUserSessions: (user: UserRef) =>
    platformRequest<{ ended: number }>('account', `/users/${user}/sessions`, { method: 'DELETE' }),

  /** What the user holds per service (roles with their sources and rules) and their apps. */
  getUserAccess: (user: UserRef) => platformRequest<UserAccess>('account', `/users/${user}/access`),

  /** Removes every factor and recovery code of the user: their sessions end, they are told by mail (audited). */
  resetUserFactors: (userID: Identifier) =>
    platformRequest<{ removed: number }>('account', `/users/${userID}/factors`, { method: 'DELETE' }),

  /** Whether wrong passwords or second factors have locked the account, and until when. */
  getUserLockout: (userID: Identifier) => platformRequest<UserLockout>('account', `/users/${userID}/lockout`),

  /** Ends everything that acts for a person and deactivates them (issue 59), saying why. */
  lockDownUser: (userID: Identifier, reason: string) =>
    platformRequest<LockdownSummary>('account', `/users/${userID}/lockdown`, { method: 'POST', body: { reason } }),

  /** Empties the account's windows (Unlock, audited). */
  unlockUser: (userID: Identifier) =>
    platformRequest<UserLockout>('account', `/users/${userID}/lockout`, { method: 'DELETE' }),

  /** Sends a user a one-time sign-in code (the sign-in page's own call, made for them). */
  sendPLCode: (email: string, options?: CallOptions) => sendPLCode(email, options),

  /** Second factors (issue 38): My Account's. */
  ...factorCalls,
};

/** The data provider as the users' pages use it. */
export type UsersDataProvider = PlatformDataProvider & typeof calls;
