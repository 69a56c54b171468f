import type { RoleRequirements } from './hasRoles';

// The auditor's pages' role lists (issue 40), apart from hasRoles.ts: that module is the sign-in page's start-up
// code too, and these are the admin app's alone (tests/unit/bundle-budget.test.ts).

/**
 * Who reads the event log (issue 40): the superadmin, and the auditor (account role `auditor`), whose rules
 * allow the events' reads and export and nothing else.
 */
export const EVENT_LOG_READERS: RoleRequirements = { account: ['superadmin', 'auditor'] };

/** Who opens the global history (issue 40): the administrators, and the auditor, who reads all of it. */
export const HISTORY_READERS: RoleRequirements = { account: ['admin', 'superadmin', 'auditor'] };

/**
 * Who opens the access reviews' page (issue 40): the superadmin, who makes and closes them, and the auditor, who
 * reads them and their reports; the page shows each what the platform allows them (ReviewsPage, ReviewDetail).
 */
export const REVIEW_READERS: RoleRequirements = { account: ['superadmin', 'auditor'] };
