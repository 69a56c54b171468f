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
/** Who approves the requests to join an organization: its own administrators, or the people it names. */
export const ORGANIZATION_APPROVERS = ['organizationAdmins', 'named'] as const;
export type OrganizationApprovers = (typeof ORGANIZATION_APPROVERS)[number];

/**
 * An organization's request settings (its own write, PUT /account/organizations/{id}): whether people may ask to
 * join it, who approves (its administrators: its members who may add members to it; or `approverIDs`), and how
 * many approvals it needs. A membership of an organization has no end date, so a request for it has no days.
 */
export const organizationRequestSettings = {
  requestable: z.boolean(),
  requestApprovers: z.enum(ORGANIZATION_APPROVERS),
  approverIDs: z.array(fields.id).max(MAX_APPROVERS),
  approvalsNeeded: fields.integer(1, MAX_APPROVALS),
};

/** What a group's settings are when it says nothing. */
export const REQUEST_DEFAULTS = { requestable: false, approvalsNeeded: 1, maxRequestDays: 30 } as const;

const text = z.string().trim().max(MAX_REASON, `At most ${MAX_REASON} characters.`);

/** What a request asks for: a group's membership, or an organization's. */
export const REQUEST_KINDS = ['group', 'organization'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * POST /account/accessRequests: what (`kind`, default a group: `groupID`, or `organizationID`), why (required),
 * for how many days (a group's membership only: an organization's has no end).
 */
export const accessRequestBody = z
  .object({
    kind: z.enum(REQUEST_KINDS).default('group'),
    groupID: fields.id.optional(),
    organizationID: fields.id.optional(),
    reason: text.min(1, 'Say why you need it.'),
    days: fields.integer(1, MAX_REQUEST_DAYS).optional(),
  })
  .strict()
  .superRefine((body, issues) => {
    const need = (path: 'groupID' | 'organizationID' | 'days', message: string) =>
      issues.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'group') {
      if (body.groupID === undefined) need('groupID', 'Pick a group.');
      if (body.days === undefined) need('days', 'Say for how many days.');
      if (body.organizationID !== undefined) need('organizationID', 'A group request names no organization.');
    } else {
      if (body.organizationID === undefined) need('organizationID', 'Pick an organization.');
      if (body.groupID !== undefined) need('groupID', 'An organization request names no group.');
      if (body.days !== undefined) need('days', 'An organization’s membership has no end date.');
    }
  });
export type AccessRequestBody = z.infer<typeof accessRequestBody>;

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

/** `ended` is answered, never stored: an approved request whose membership is gone (its end came, or it was taken away). */
export const REQUEST_STATUSES = ['pending', 'approved', 'denied', 'expired', 'cancelled', 'ended'] as const;
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
  kind: z.enum(REQUEST_KINDS),
  /** The group asked for (0 for an organization's request). */
  groupID: z.number().int(),
  groupName: z.string(),
  /** The organization asked for (an organization's request only). */
  organizationID: z.number().int().optional(),
  organizationName: z.string().optional(),
  reason: z.string(),
  /** For how many days (0 for an organization's request: its membership has no end). */
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
  /** For an approver: the requester's manager and current organization (names), when they have them. */
  requesterManager: z.string().optional(),
  requesterOrganization: z.string().optional(),
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

/** An organization a person may ask to join (GET /account/accessRequests/organizations). */
export const requestableOrganization = z.object({ id: z.number().int(), name: z.string() });
export type RequestableOrganization = z.infer<typeof requestableOrganization>;
