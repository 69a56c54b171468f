/**
 * Access requests (issue 62): a person asks for a group for a number of days, with a reason; the group's
 * approvers (named people, or the members of a group) approve or deny; once enough approve, the membership is
 * given until the end of its days. Written once: the development API validates these bodies
 * (fixtures/server/routes/accessRequests.ts, and the group's own PUT for its settings) and the console's forms
 * send them (resources/accessRequests/).
 */
import './zodConfig';
import { z } from 'zod';
import { fields } from './fields';

/** The longest a group may be requested for, in days (a year). */
export const MAX_REQUEST_DAYS = 365;
/** The most approvals a group may ask for. */
export const MAX_APPROVALS = 10;
/** How many people a group may name as its approvers. */
export const MAX_APPROVERS = 50;
/** The longest reason or comment kept. */
export const MAX_REASON = 1000;

/**
 * A group's request settings, set with its own write (PUT /account/groups/{id}): whether it may be requested,
 * who approves (named people and/or the members of `approverGroupID`), how many approvals it needs, the longest
 * duration that may be asked, and whether the requester must have given their password or second factor
 * within the last minutes (the step-up).
 */
export const requestSettings = {
  requestable: z.boolean(),
  approverIDs: z.array(fields.id).max(MAX_APPROVERS),
  // 0 or null: none (0 is the console's None choice).
  approverGroupID: z.preprocess((v) => (v === 0 ? null : v), fields.id.nullable()),
  approvalsNeeded: fields.integer(1, MAX_APPROVALS),
  maxRequestDays: fields.integer(1, MAX_REQUEST_DAYS),
  requestStepUp: z.boolean(),
};
/** What a group's settings are when it says nothing. */
export const REQUEST_DEFAULTS = { requestable: false, approvalsNeeded: 1, maxRequestDays: 30 } as const;

const text = z.string().trim().max(MAX_REASON, `At most ${MAX_REASON} characters.`);

/** POST /account/accessRequests: which group, why (required), for how many days. */
export const accessRequestBody = z
  .object({
    groupID: fields.id,
    reason: text.min(1, 'Say why you need it.'),
    days: fields.integer(1, MAX_REQUEST_DAYS),
  })
  .strict();

export const DECISIONS = ['approve', 'deny'] as const;
export type Decision = (typeof DECISIONS)[number];

/** POST /account/accessRequests/decisions: one or many requests approved or denied, with a comment. */
export const accessDecisionBody = z
  .object({
    requestIDs: z.array(fields.id).min(1).max(200),
    decision: z.enum(DECISIONS),
    comment: text.optional(),
  })
  .strict();

export const REQUEST_STATUSES = ['pending', 'approved', 'denied', 'expired', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** One approval or denial, by whom, when, with what comment. */
export const requestDecision = z.object({
  userID: z.number().int(),
  name: z.string(),
  decision: z.enum(DECISIONS),
  comment: z.string(),
  at: z.string(),
});

/** An access request as the API answers it. */
export const accessRequestAnswer = z.object({
  id: z.number().int(),
  userID: z.number().int(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  groupID: z.number().int(),
  groupName: z.string(),
  reason: z.string(),
  days: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  /** When a pending request expires unanswered. */
  expiresAt: z.string(),
  decidedAt: z.string().optional(),
  approvalsNeeded: z.number().int(),
  decisions: z.array(requestDecision),
  /** The membership's end, once approved. */
  endsAt: z.string().optional(),
  /** For an approver: the requester's groups now, and what the group gives (`service:role`). */
  requesterGroups: z.array(z.string()).optional(),
  grants: z.array(z.string()).optional(),
});
export type AccessRequest = z.infer<typeof accessRequestAnswer>;

/** A group a person may request (GET /account/accessRequests/groups). */
export const requestableGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  maxRequestDays: z.number().int(),
  requestStepUp: z.boolean(),
});
export type RequestableGroup = z.infer<typeof requestableGroup>;
