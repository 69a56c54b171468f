import type { Identifier } from 'react-admin';
import type { NewPassword } from '@/forms/validation';
import { platformRequest } from '@/platform/request';

/** The user-administration calls that are not plain CRUD (spec 1, section 7). */

/** A user's membership of a group (`GET /account/users/{id}/groups`). */
export interface UserGroup {
  id: number;
  groupID: number;
  groupName: string;
}

export const userGroupsKey = (userID: Identifier) => ['users', String(userID), 'groups'] as const;

export const fetchUserGroups = (userID: Identifier) =>
  platformRequest<UserGroup[]>('account', `/users/${userID}/groups`);

export const addUserToGroup = (userID: Identifier, groupID: Identifier) =>
  platformRequest<UserGroup>('account', `/users/${userID}/groups`, { method: 'POST', body: { groupID } });

export const removeUserGroup = (userGroupID: Identifier) =>
  platformRequest<void>('account', `/userGroups/${userGroupID}`, { method: 'DELETE' });

/** The session acts as this user until stopped (the shell's Stop Impersonating). */
export const impersonateUser = (userID: Identifier) =>
  platformRequest<void>('account', `/users/${userID}/impersonate`, { method: 'POST' });

/** Forces a new password on a user. */
export const setUserPassword = (userID: Identifier, { password, passwordConfirmation }: NewPassword) =>
  platformRequest<void>('account', `/users/${userID}/password`, {
    method: 'PUT',
    body: { password, passwordConfirmation },
  });
