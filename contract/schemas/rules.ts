/**
 * The bodies of a rule's calls (POST /rules, PUT /rules/{id}), written once: the policy editor's rule
 * dialog checks what it sends with them (resources/rules/RuleDialog.tsx), and the development API
 * validates them (fixtures/server/routes/rules.ts), adding its own check that the path is a pattern that
 * cannot stall it (fixtures/server/rulePattern.ts: the API's safety, with a parser the console does not
 * carry), which names `path` when it refuses.
 */
import './zodConfig';
import { z } from 'zod';
import { fields } from './fields';

export const ruleFields = {
  /** An anchored pattern below the service (`/users/[0-9]+`). */
  path: z.string().trim().min(1, 'Required.').max(500),
  method: fields.method,
  roleID: fields.id,
};

export const ruleCreateBody = z.object(ruleFields);

/** The changed fields only. */
export const ruleUpdateBody = z.object(ruleFields).partial().strict();
