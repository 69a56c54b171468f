/**
 * The dormancy rule's body (issue 39, PUT /account/dormancy), written once: the development API validates
 * it (fixtures/server/routes/dormancy.ts) and the Dormant accounts page checks its form with it
 * (resources/dormancy/). A PUT sends the changed fields; the order of the three thresholds is checked on
 * the rule they make with the stored one (`dormancyOrder`).
 */
import './zodConfig';
import { z } from 'zod';
import { fields } from './fields';

/** Ten years: a threshold beyond it is a typo, not a rule. */
export const MAX_DORMANCY_DAYS = 3650;
/** Far above any real list of exemptions (service accounts), far below a body the gate would refuse. */
export const MAX_EXEMPTIONS = 1000;

const days = fields.integer(1, MAX_DORMANCY_DAYS);
const ids = z.array(fields.id).max(MAX_EXEMPTIONS);

export const dormancyFields = {
  enabled: z.boolean(),
  warnAfterDays: days,
  deactivateAfterDays: days,
  deleteAfterDays: days.nullable(),
  exemptUserIDs: ids,
  exemptGroupIDs: ids,
};

export const dormancyUpdateBody = z.object(dormancyFields).partial().strict();

export interface DormancyThresholds {
  warnAfterDays: number;
  deactivateAfterDays: number;
  deleteAfterDays: number | null;
}

/**
 * What is wrong with the order of a rule's thresholds (mail, then deactivate, then delete: N < M < K), as
 * the field at fault and its message; undefined when they are in order.
 */
export function dormancyOrder(
  rule: DormancyThresholds,
): { field: keyof DormancyThresholds; message: string } | undefined {
  if (rule.deactivateAfterDays <= rule.warnAfterDays)
    return { field: 'deactivateAfterDays', message: 'Deactivate after more days than the warning.' };
  if (rule.deleteAfterDays !== null && rule.deleteAfterDays <= rule.deactivateAfterDays)
    return { field: 'deleteAfterDays', message: 'Delete after more days than the deactivation.' };
  return undefined;
}
