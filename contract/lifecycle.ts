/**
 * Joiner, mover and leaver rules (issue 62): what their calls take and answer, declared once for the console's
 * pages and the development API (fixtures/server/types.ts stores them; fixtures/server/domain/lifecycle.ts runs
 * them). A rule is a trigger (a moment in a person's life here) and steps, each done at once or some days later.
 */

import type { LifecycleTrigger } from './lifecycleTriggers';

export { LIFECYCLE_TRIGGERS, type LifecycleTrigger } from './lifecycleTriggers';

/** The person's fields a mover rule may watch (their current organization and the directory's attributes). */
export const LIFECYCLE_ATTRIBUTES = ['organizationID', 'department', 'title', 'division', 'costCenter'] as const;
export type LifecycleAttribute = (typeof LIFECYCLE_ATTRIBUTES)[number];

export const LIFECYCLE_ACTIONS = [
  'addGroup',
  'removeGroup',
  'setDefaultApp',
  'mailPerson',
  'mailManager',
  'deactivate',
  'delete',
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** What each action needs beside it: the group, the app or the template it names. */
export const ACTION_TARGET: Record<LifecycleAction, 'groupID' | 'appID' | 'templateID' | undefined> = {
  addGroup: 'groupID',
  removeGroup: 'groupID',
  setDefaultApp: 'appID',
  mailPerson: 'templateID',
  mailManager: 'templateID',
  deactivate: undefined,
  delete: undefined,
};

export interface LifecycleStep {
  action: LifecycleAction;
  groupID?: number;
  appID?: number;
  templateID?: number;
  /** Days after the person entered the trigger's state; 0: at once. */
  afterDays: number;
}

export interface LifecycleRule {
  id: number;
  name: string;
  /** Off: no moment takes anyone in (a run on demand still does). */
  enabled: boolean;
  trigger: LifecycleTrigger;
  /** Joiner and leaver: only this organization's (0: any, and a joiner is a person created or activated). */
  organizationID: number;
  /** Mover: the field watched, and the value it must take ('' any change). */
  attribute: LifecycleAttribute | '';
  value: string;
  /** Inactive: days without a sign-in. */
  days: number;
  steps: LifecycleStep[];
  createdAt: string;
}

/** One step of the dry run for one person: what it would do, when, and whether it would change anything now. */
export interface PlannedStep {
  step: number;
  action: LifecycleAction;
  /** The group's, app's or template's name; '' when none. */
  target: string;
  dueAt: string;
  /** `change`: it would act; `nothing`: it would find nothing to do (already a member, no manager…). */
  effect: 'change' | 'nothing';
}

export interface PlannedPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  steps: PlannedStep[];
}

/** The dry run of a rule (`GET /account/lifecycleRules/{id}/preview`, `POST …/lifecycleRules/preview`). */
export interface LifecyclePreview {
  at: string;
  /** Whether it is the saved rule (false: the rule sent, not saved). */
  saved: boolean;
  /** Everyone a run now takes in (the list is a page of them). */
  count: number;
  people: PlannedPerson[];
}

/** A run of a rule (on demand, at a moment, or by the schedule for steps that waited): one history run. */
export interface LifecycleRun {
  id: number;
  ruleID: number;
  runID: string;
  at: string;
  /** Who ran it: an administrator's address, `moment` or `schedule`. */
  by: string;
  done: number;
  /** Steps refused (the rule's author may not make them now, the last superadmin) or found no longer due. */
  refused: number;
  cancelled: number;
}
