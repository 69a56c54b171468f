/**
 * The dormancy rule's contract (issue 39; fixtures/server/README.md, "Dormant accounts"): what its calls take and
 * answer, declared once for the console's page and the development API (fixtures/server/types.ts stores them).
 */

/**
 * The deployment's dormancy rule (`GET|PUT /account/dormancy`), a singleton (id 1): after `warnAfterDays` without a
 * sign-in a person is mailed, after `deactivateAfterDays` deactivated, after `deleteAfterDays` deleted.
 */
export interface DormancyRule {
  id: number;
  enabled: boolean;
  warnAfterDays: number;
  deactivateAfterDays: number;
  /** null: nobody is deleted. */
  deleteAfterDays: number | null;
  exemptUserIDs: number[];
  exemptGroupIDs: number[];
  updatedAt: string;
}

export type DormancyAct = 'mail' | 'deactivate' | 'delete';
export const DORMANCY_ACTS: readonly DormancyAct[] = ['mail', 'deactivate', 'delete'];

/** A person the rule acts on, as the dry run lists them. */
export interface DormantPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  lastSigninAt: string;
  createdAt: string;
  /** Whole days since their last sign-in (or creation). */
  inactiveDays: number;
}

export type DormancyPreview = Record<DormancyAct, DormantPerson[]> & {
  at: string;
  counts: Record<DormancyAct, number>;
  /** The rule it ran: the saved one, or the saved one with changes not saved (issue 64). */
  rule: DormancyRule;
  saved: boolean;
};

/** One run of the rule (on demand or scheduled): its acts are the history's entries under `runID`. */
export interface DormancyRun {
  id: number;
  runID: string;
  at: string;
  /** `schedule`, or the address of who ran it. */
  by: string;
  mailed: number;
  deactivated: number;
  deleted: number;
}
