/**
 * Event delivery out (issue 58; fixtures/server/README.md, "Webhooks and the event feed"): what the calls take
 * and answer, declared once for the console's page and the development API (fixtures/server/types.ts stores them).
 */

/**
 * The kinds of event a destination may want: the history's changes to people, memberships and second factors,
 * and the sign-in failures and locks the gate counts.
 */
export const WEBHOOK_EVENT_TYPES = [
  'person.created',
  'person.changed',
  'person.deactivated',
  'person.deleted',
  'membership.granted',
  'membership.revoked',
  'signin.failed',
  'signin.locked',
  'factor.added',
  'factor.reset',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A destination as the API answers it: never its secrets. */
export interface Webhook {
  id: number;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  /** Why the API disabled it (`''` while enabled, or when an administrator did). */
  disabledReason: string;
  /** Since when every attempt failed (`''` while the last one succeeded). */
  failingSince: string;
  /** The administrator told when it is disabled: who made it. */
  ownerEmail: string;
  createdAt: string;
  updatedAt: string;
}

/** One event of the feed and of the deliveries, as sent (the Standard Webhooks body: `type`, `timestamp`, `data`). */
export interface WebhookEvent {
  /** The feed's cursor: ids only grow. */
  id: number;
  type: WebhookEventType;
  timestamp: string;
  /** The person the event is about (0: none known, a sign-in failure for an unknown address). */
  personID: number;
  data: Record<string, unknown>;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One attempt to deliver an event to a destination (the delivery log). */
export interface WebhookAttempt {
  id: number;
  webhookID: number;
  eventID: number;
  /** 0 for a test. */
  deliveryID: number;
  type: string;
  /** `evt_<eventID>`, the same on every retry and replay (the receiver's idempotency key). */
  messageID: string;
  at: string;
  /** The receiver's HTTP status; 0 when no answer came (refused, timed out, an address refused). */
  status: number;
  ok: boolean;
  /** Why it failed when no status says it. */
  error: string;
  /** The first 1,000 characters of the receiver's answer. */
  response: string;
  durationMs: number;
  /** `retry`, `replay` or `test`; `first` for an event's first attempt. */
  kind: 'first' | 'retry' | 'replay' | 'test';
}
