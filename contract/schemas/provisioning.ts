/**
 * The bodies of a SCIM provisioning client (issue 58, POST and PUT /provisioningClients), written once: the
 * development API validates them (fixtures/server/routes/provisioningClients.ts) and the console's create form
 * checks what it sends with them (resources/provisioningClients/ProvisioningClientCreateForm.tsx).
 */
import './zodConfig';
import { z } from 'zod';
import { fields } from './fields';

/** Groups one client may manage: a directory's groups, not a way to hand over every group at once. */
export const PROVISIONING_MAX_GROUPS = 1_000;

const groupIDs = z.array(fields.id).max(PROVISIONING_MAX_GROUPS);

export const provisioningClientBody = z.object({
  name: fields.name,
  organizationID: fields.id,
  groupIDs: groupIDs.default([]),
});

export const provisioningClientUpdateBody = z.object({ name: fields.name, groupIDs }).partial().strict();
