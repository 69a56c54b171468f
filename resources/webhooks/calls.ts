import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';
import type { WebhookAttempt } from '@contract/webhooks';

/** How many attempts the delivery log shows (the newest). */
export const LOG_PAGE = 50;

/** A destination's calls that are not CRUD (fixtures/server/README.md, "Webhooks"), data-provider methods. */
export const calls = {
  testWebhook: (id: number) =>
    platformRequest<WebhookAttempt>('account', `/webhooks/${id}/test`, { method: 'POST', body: {} }),
  rotateWebhookSecret: (id: number) =>
    platformRequest<{ secret: string }>('account', `/webhooks/${id}/secret`, { method: 'POST', body: {} }),
  getWebhookAttempts: (id: number) =>
    platformRequest<WebhookAttempt[]>('account', `/webhooks/${id}/attempts`, {
      query: { range: JSON.stringify([0, LOG_PAGE - 1]) },
    }),
  replayWebhook: (id: number, which: { deliveryID: number } | { since: string }) =>
    platformRequest<{ replayed: number }>('account', `/webhooks/${id}/replay`, { method: 'POST', body: which }),
};

/** The data provider as the webhook panels use it. */
export type WebhooksDataProvider = PlatformDataProvider & typeof calls;
