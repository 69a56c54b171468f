import type { Identifier } from 'react-admin';
import { platformRequest } from '@/platform/request';

/** An organization's members and invitations (spec 2, section 7): the calls that are not plain CRUD. */

/** A member or an invitation (spec 2, section 3): id 0 while the invited address has no account. */
export type OrganizationUser = {
  id: number;
  relationID: number;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  /** Invited, not joined yet. */
  pending: boolean;
  inviteEmail: string;
  instantJoin: boolean;
  organizationID: number;
};

export const organizationUsersKey = (organizationID: Identifier) => ['organizations', String(organizationID), 'users'] as const;

/** Every member and invitation at once: the Users tab virtualises them. */
export const fetchOrganizationUsers = (organizationID: Identifier) =>
  platformRequest<OrganizationUser[]>('account', `/organizations/${organizationID}/users`);

/** Invites addresses; each pending invitation gets its mail. */
export const inviteToOrganization = (organizationID: Identifier, emails: string[]) =>
  platformRequest<OrganizationUser[]>('account', '/organizationUsers', {
    method: 'POST',
    body: emails.map((inviteEmail) => ({ organizationID, inviteEmail })),
  });

/** Resend Invite (the person joins alone) or Force Join (added at once: instantJoin). */
export const inviteAgain = (relationID: Identifier, instantJoin: boolean) =>
  platformRequest<OrganizationUser>('account', `/organizationUsers/${relationID}/invite`, {
    method: 'PUT',
    body: { instantJoin },
  });

/** Removes a member or withdraws an invitation. */
export const removeOrganizationUser = (relationID: Identifier) =>
  platformRequest<OrganizationUser>('account', `/organizationUsers/${relationID}`, { method: 'DELETE' });
