import { QUIET } from '@/platform/dataProvider';

/**
 * A bulk run's calls carry its id (fixtures/server/README.md, "Bulk runs"), so the platform's history
 * groups the entries of one run: one entry per record under the run.
 */
export const BULK_RUN_HEADER = 'X-Bulk-Run';

const headersOf = (runId: string) => ({ [BULK_RUN_HEADER]: runId });

/** Options of a run's own platform call (a calls.ts method): silent, with the run's header. */
export const runCall = (runId: string) => ({ notify: false, headers: headersOf(runId) }) as const;

/** `meta` of a run's react-admin call (update, delete, create): silent, with the run's header. */
export const runMeta = (runId: string) => ({ ...QUIET, headers: headersOf(runId) });
