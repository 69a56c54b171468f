import { platformRequest } from '@/platform/request';

/** The invitation calls of /joinOrganization (spec 2, section 4). */

/** The organization an invitation (or an organization's shared token) leads to. */
export interface InvitedOrganization {
  id: number;
  name: string;
  logo?: string;
  inviteEmail?: string;
}

export const invitationKey = (token: string) => ['invitation', token] as const;

/** Names the invitation's organization; open to visitors too, so a 401 stays with the page. */
export const fetchInvitation = (token: string) =>
  platformRequest<InvitedOrganization>('account', `/organizations/token/${encodeURIComponent(token)}`, {
    noAuthRedirect: true,
  });

/** The signed-in user accepts the invitation and joins its organization. */
export const joinOrganization = (token: string) =>
  platformRequest<void>('account', '/organizations/join', { method: 'PUT', body: { token } });
