import type { Identifier } from 'react-admin';
import type { NewPassword } from '@/forms/validation';
import type { CallOptions } from '@/platform/httpClient';
import { platformRequest } from '@/platform/request';
import type { User } from '@/platform/types';

/**
 * The user-administration calls that are not plain CRUD (spec 1, section 7). The bulk actions make them
 * with `{ notify: false }`: a failure is listed by the run, not notified once per user.
 */

/** A user's membership of a group (`GET /account/users/{id}/groups`). */
export interface UserGroup {
  id: number;
  groupID: number;
  groupName: string;
}

export const userGroupsKey = (userID: Identifier) => ['users', String(userID), 'groups'] as const;

export const fetchUserGroups = (userID: Identifier, options?: CallOptions) =>
  platformRequest<UserGroup[]>('account', `/users/${userID}/groups`, options);

export const addUserToGroup = (userID: Identifier, groupID: Identifier, options?: CallOptions) =>
  platformRequest<UserGroup>('account', `/users/${userID}/groups`, { method: 'POST', body: { groupID }, ...options });

export const removeUserGroup = (userGroupID: Identifier, options?: CallOptions) =>
  platformRequest<void>('account', `/userGroups/${userGroupID}`, { method: 'DELETE', ...options });

/** Changes fields of a user: the spec's PUT of a single field (`active` for Activate and Deactivate). */
export const updateUser = (userID: Identifier, changes: Partial<User>, options?: CallOptions) =>
  platformRequest<User>('account', `/users/${userID}`, { method: 'PUT', body: changes, ...options });

/** Deletes a user and its memberships (the Danger tab deletes through the data provider). */
export const deleteUser = (userID: Identifier, options?: CallOptions) =>
  platformRequest<User>('account', `/users/${userID}`, { method: 'DELETE', ...options });

/** The session acts as this user until stopped (the shell's Stop Impersonating). */
export const impersonateUser = (userID: Identifier) =>
  platformRequest<void>('account', `/users/${userID}/impersonate`, { method: 'POST' });

/** Forces a new password on a user. */
export const setUserPassword = (userID: Identifier, { password, passwordConfirmation }: NewPassword) =>
  platformRequest<void>('account', `/users/${userID}/password`, {
    method: 'PUT',
    body: { password, passwordConfirmation },
  });
