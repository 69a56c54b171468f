/**
 * The body of a joiner/mover/leaver rule (issue 62, `/account/lifecycleRules`), written once: the development API
 * validates it (fixtures/server/routes/lifecycleRules.ts) and the console's form checks it (resources/lifecycleRules/).
 */
import './zodConfig';
import { z } from 'zod';
import {
  ACTION_TARGET,
  LIFECYCLE_ACTIONS,
  LIFECYCLE_ATTRIBUTES,
  LIFECYCLE_TRIGGERS,
  type LifecycleStep,
} from '../lifecycle';
import { fields } from './fields';

/** Ten years, as the dormancy rule's days. */
export const MAX_LIFECYCLE_DAYS = 3650;
/** Far above a real rule's steps. */
export const MAX_LIFECYCLE_STEPS = 20;

const days = fields.integer(0, MAX_LIFECYCLE_DAYS);

export const lifecycleStep = z
  .object({
    action: z.enum(LIFECYCLE_ACTIONS),
    groupID: fields.id.optional(),
    appID: fields.id.optional(),
    templateID: fields.id.optional(),
    afterDays: days.default(0),
  })
  .strict()
  .superRefine((step, issues) => {
    const target = ACTION_TARGET[step.action];
    if (target && step[target] === undefined)
      issues.addIssue({ code: 'custom', path: [target], message: `${step.action} names its ${target}.` });
  });

export const lifecycleFields = {
  name: z.string().trim().min(1, 'Enter a name.').max(100),
  enabled: z.boolean(),
  trigger: z.enum(LIFECYCLE_TRIGGERS),
  organizationID: z.number().int().min(0),
  attribute: z.enum([...LIFECYCLE_ATTRIBUTES, '']),
  value: z.string().trim().max(200),
  days: fields.integer(1, MAX_LIFECYCLE_DAYS),
  steps: z.array(lifecycleStep).min(1, 'Add a step.').max(MAX_LIFECYCLE_STEPS),
};

/** What is wrong with a rule as a whole, as the field at fault and its message; undefined when nothing. */
export function lifecycleRuleProblem(rule: {
  trigger: string;
  attribute: string;
  steps: LifecycleStep[];
}): { field: string; message: string } | undefined {
  if (rule.trigger === 'mover' && !rule.attribute) return { field: 'attribute', message: 'Pick the field to watch.' };
  // Nothing can be done to a person once they are deleted.
  const deletion = rule.steps.findIndex((s) => s.action === 'delete');
  if (deletion >= 0 && rule.steps.some((s, i) => i !== deletion && s.afterDays >= rule.steps[deletion].afterDays))
    return { field: 'steps', message: 'Delete comes after every other step.' };
  return undefined;
}

export const lifecycleCreateBody = z.object({
  ...lifecycleFields,
  enabled: lifecycleFields.enabled.default(true),
  organizationID: lifecycleFields.organizationID.default(0),
  attribute: lifecycleFields.attribute.default(''),
  value: lifecycleFields.value.default(''),
  days: lifecycleFields.days.default(90),
});

export const lifecycleUpdateBody = z.object(lifecycleFields).partial().strict();
