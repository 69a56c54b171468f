/**
 * A group membership's bodies (issue 62, memberships with an end date), written once: the development API
 * validates them (fixtures/server/routes/users.ts) and the console's add and change-end forms send them
 * (resources/users/). `endsAt` is an ISO date-time; the platform refuses one that is not in the future (a
 * rule of its clock, not of the shape: the command's, fixtures/server/commands/memberships.ts).
 */
import './zodConfig';
import { z } from 'zod';
import { fields } from './fields';

/** When a membership ends (an instant with its offset); absent: it does not end. */
export const membershipEnd = z.iso.datetime({ offset: true, message: 'endsAt: an ISO date-time.' });

/** When a membership starts granting (an instant with its offset); absent: at once. */
export const membershipStart = z.iso.datetime({ offset: true, message: 'startsAt: an ISO date-time.' });

/** POST /account/users/{id}/groups: the group, and when the membership starts and ends (none: now, never). */
export const groupGrantBody = z.object({
  groupID: fields.id,
  endsAt: membershipEnd.optional(),
  startsAt: membershipStart.optional(),
});

/**
 * PUT /account/userGroups/{id}: a new end (extended or shortened) or `null` to end it never, and/or, while the
 * membership has not started, a new start or `null` to start it now.
 */
export const membershipEndBody = z
  .object({ endsAt: membershipEnd.nullable().optional(), startsAt: membershipStart.nullable().optional() })
  .strict()
  .refine((b) => b.endsAt !== undefined || b.startsAt !== undefined, { message: 'endsAt or startsAt: a change.' });

/** A user's membership as the API answers it (GET /account/users/{id}/groups and the writes above). */
export const membershipAnswer = z.object({
  id: z.number().int(),
  groupID: z.number().int(),
  groupName: z.string(),
  endsAt: z.string().optional(),
  /** Not started yet (issue 62): it grants nothing until then. */
  startsAt: z.string().optional(),
});
export type Membership = z.infer<typeof membershipAnswer>;
