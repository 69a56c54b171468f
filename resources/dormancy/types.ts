/** What the dormancy rule's calls answer (fixtures/server/README.md, "Dormant accounts"). */

/** The deployment's dormancy rule (`GET|PUT /account/dormancy`, fixtures/server/README.md). */
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
  inactiveDays: number;
}

export type DormancyPreview = Record<DormancyAct, DormantPerson[]> & {
  at: string;
  counts: Record<DormancyAct, number>;
};

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
