import type { Identifier } from 'react-admin';
import { sendPLCode } from '@/auth/calls';
import type { NewPassword } from '@/forms/validation';
import type { CallOptions } from '@/platform/httpClient';
import { platformRequest } from '@/platform/request';
import type { PlatformDataProvider } from '@/platform/dataProvider';

/** A user's membership of a group (`GET /account/users/{id}/groups`). */
export interface UserGroup {
  id: number;
  groupID: number;
  groupName: string;
}

/**
 * The users' calls that are not plain CRUD (spec 1, section 7): data-provider methods (the registry
 * adds them, resources/index.ts). The bulk actions make them with `{ notify: false }`: a failure is
 * listed by the run, not notified once per user.
 */
export const calls = {
  getUserGroups: (userID: Identifier, options?: CallOptions) =>
    platformRequest<UserGroup[]>('account', `/users/${userID}/groups`, options),

  addUserToGroup: (userID: Identifier, groupID: Identifier, options?: CallOptions) =>
    platformRequest<UserGroup>('account', `/users/${userID}/groups`, { method: 'POST', body: { groupID }, ...options }),

  removeUserGroup: (userGroupID: Identifier, options?: CallOptions) =>
    platformRequest<void>('account', `/userGroups/${userGroupID}`, { method: 'DELETE', ...options }),

  /** Forces a new password on a user. */
  setUserPassword: (userID: Identifier, { password, passwordConfirmation }: NewPassword) =>
    platformRequest<void>('account', `/users/${userID}/password`, {
      method: 'PUT',
      body: { password, passwordConfirmation },
    }),

  /** Sends a user a one-time sign-in code (the sign-in page's own call, made for them). */
  sendPLCode: (email: string, options?: CallOptions) => sendPLCode(email, options),
};

/** The data provider as the users' pages use it. */
export type UsersDataProvider = PlatformDataProvider & typeof calls;
