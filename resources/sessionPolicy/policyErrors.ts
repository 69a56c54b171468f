import { sessionPolicyFields, sessionPolicyOrder } from '@contract/schemas/sessionPolicy';
import type { SessionLimits } from '@contract/sessionPolicy';
import { isBlank as blank, numberOf } from '@/forms/typedNumber';

export const POLICY_FIELDS = [
  'absoluteHours',
  'idleMinutes',
  'adminAbsoluteHours',
  'adminIdleMinutes',
  'rememberMeDays',
] as const satisfies readonly (keyof SessionLimits)[];

const key = (name: string) => `app.resources.sessionPolicy.errors.${name}`;

/**
 * What the form shows under each lifetime before it sends (message keys): whole numbers from 1 (at most a year)
 * and their order, the rules of the API's body (contract/schemas/sessionPolicy.ts), which checks the same.
 */
export function policyErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of POLICY_FIELDS) {
    const number = numberOf(values[field]);
    if (blank(values[field])) errors[field] = key('required');
    else if (!sessionPolicyFields[field].safeParse(number).success) errors[field] = key('whole');
  }
  if (Object.keys(errors).length) return errors;
  const limits = Object.fromEntries(POLICY_FIELDS.map((f) => [f, numberOf(values[f])])) as SessionLimits;
  const wrong = sessionPolicyOrder(limits);
  if (wrong) errors[wrong.field] = key(wrong.field);
  return errors;
}
