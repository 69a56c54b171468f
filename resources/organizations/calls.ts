import type { Identifier } from 'react-admin';
import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';

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

/**
 * An organization's members and invitations (spec 2, section 7): the organizations' calls that are not
 * plain CRUD, as data-provider methods (the registry adds them, resources/index.ts).
 */
export const calls = {
  /** Every member and invitation at once: the Users tab virtualises them. */
  getOrganizationUsers: (organizationID: Identifier) =>
    platformRequest<OrganizationUser[]>('account', `/organizations/${organizationID}/users`),

  /** Invites addresses; each pending invitation gets its mail. */
  inviteToOrganization: (organizationID: Identifier, emails: string[]) =>
    platformRequest<OrganizationUser[]>('account', '/organizationUsers', {
      method: 'POST',
      body: emails.map((inviteEmail) => ({ organizationID, inviteEmail })),
    }),

  /** Resend Invite (the person joins alone) or Force Join (added at once: instantJoin). */
  inviteAgain: (relationID: Identifier, instantJoin: boolean) =>
    platformRequest<OrganizationUser>('account', `/organizationUsers/${relationID}/invite`, {
      method: 'PUT',
      body: { instantJoin },
    }),

  /** Removes a member or withdraws an invitation. */
  removeOrganizationUser: (relationID: Identifier) =>
    platformRequest<OrganizationUser>('account', `/organizationUsers/${relationID}`, { method: 'DELETE' }),

  /** An organization's e-mail domains (issue 65). */
  getOrganizationDomains: (organizationID: Identifier) =>
    platformRequest<OrganizationDomain[]>('account', `/organizations/${organizationID}/domains`),
  addOrganizationDomain: (organizationID: Identifier, domain: string) =>
    platformRequest<OrganizationDomain>('account', `/organizations/${organizationID}/domains`, {
      method: 'POST',
      body: { domain },
    }),
  /** The superadmin's word that the organization controls the domain (a real platform checks DNS). */
  verifyOrganizationDomain: (domainID: Identifier, verified: boolean) =>
    platformRequest<OrganizationDomain>('account', `/organizationDomains/${domainID}`, {
      method: 'PUT',
      body: { verified },
    }),
  removeOrganizationDomain: (organizationID: Identifier, domainID: Identifier) =>
    platformRequest<OrganizationDomain>('account', `/organizations/${organizationID}/domains/${domainID}`, {
      method: 'DELETE',
    }),
};

/** An e-mail domain an organization owns (issue 65). */
export type OrganizationDomain = { id: number; organizationID: number; domain: string; verified: boolean };

/** The data provider as the organizations' panels use it. */
export type OrganizationsDataProvider = PlatformDataProvider & typeof calls;
