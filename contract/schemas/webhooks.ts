/**
 * The bodies of a webhook destination (issue 58), written once: the development API validates them
 * (fixtures/server/routes/webhooks.ts) and the create form checks what it sends with them
 * (resources/webhooks/WebhookCreateForm.tsx).
 */
import './zodConfig';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../webhooks';
import { fields } from './fields';

export const webhookFields = {
  url: fields.httpUrl,
  description: z.string().trim().max(500),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'Pick at least one event.').max(WEBHOOK_EVENT_TYPES.length),
  enabled: z.boolean(),
};

/** A new destination (`POST /account/webhooks`). */
export const webhookCreateBody = z.object({
  ...webhookFields,
  description: webhookFields.description.default(''),
  enabled: webhookFields.enabled.default(true),
});

/** A change (`PUT /account/webhooks/{id}`): an allow-list of the fields it may change. */
export const webhookUpdateBody = z.object(webhookFields).partial().strict();
