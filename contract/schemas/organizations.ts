/**
 * The bodies of an organization's invitations (POST /organizationUsers), written once: the development API
 * validates them (fixtures/server/routes/organizationUsers.ts) and the invite dialog checks what it sends
 * with them (resources/organizations/InviteDialog.tsx).
 */
import './zodConfig';
import { z } from 'zod';
import { fields } from './fields';

/** The most addresses one call invites. */
export const INVITATIONS_MAX = 500;

export const invitationBody = z.object({
  organizationID: fields.id,
  inviteEmail: fields.email,
  /** Force Join: an address with an account joins at once; one without joins when the account is created. */
  instantJoin: z.boolean().default(false),
});

/** The invite dialog sends a list; a single invitation (a create form) is answered as one record. */
export const invitationsBody = z.union([invitationBody, z.array(invitationBody).min(1).max(INVITATIONS_MAX)]);
