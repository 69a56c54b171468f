import { MAX_DORMANCY_DAYS, dormancyOrder } from '@contract/schemas/dormancy';
import { isBlank as blank, numberOf } from '@/forms/typedNumber';

/** The rule's thresholds as the form holds them: numbers, or their digits as typed ('' or null: none). */
export interface RuleValues {
  warnAfterDays?: unknown;
  deactivateAfterDays?: unknown;
  deleteAfterDays?: unknown;
}

const key = (name: string) => `app.resources.dormancy.errors.${name}`;
const isDays = (value: unknown) => {
  const days = numberOf(value);
  return Number.isInteger(days) && days >= 1 && days <= MAX_DORMANCY_DAYS;
};

/**
 * What the form shows under each threshold before it sends (message keys, translated by react-admin's
 * inputs): the rules of the API's body (contract/schemas/dormancy.ts) and their order, N < M < K.
 * The API checks the same and names the field it refuses; its refusal shows there too.
 */
export function ruleErrors(values: RuleValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['warnAfterDays', 'deactivateAfterDays'] as const) {
    if (blank(values[field])) errors[field] = key('required');
    else if (!isDays(values[field])) errors[field] = key('days');
  }
  const deleteAfterDays = blank(values.deleteAfterDays) ? null : values.deleteAfterDays;
  if (deleteAfterDays !== null && !isDays(deleteAfterDays)) errors.deleteAfterDays = key('days');
  if (Object.keys(errors).length) return errors;
  const wrong = dormancyOrder({
    warnAfterDays: numberOf(values.warnAfterDays),
    deactivateAfterDays: numberOf(values.deactivateAfterDays),
    deleteAfterDays: deleteAfterDays === null ? null : numberOf(deleteAfterDays),
  });
  if (wrong) errors[wrong.field] = key(wrong.field === 'deactivateAfterDays' ? 'afterWarning' : 'afterDeactivation');
  return errors;
}
