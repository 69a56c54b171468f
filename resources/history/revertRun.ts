/**
 * Revert run (issue 39): a bulk run (src/bulk/) over the entries of another run, newest first, each reverted
 * by its own call (`POST /account/history/{id}/revert`) carrying this run's header, so the revert is itself
 * a run of the history; the same panel, progress, cancel and retry, and one unity event per pass, as the
 * Users page's runs. A field changed again since is left as it is: the entry fails, naming those fields.
 */
import type { DataProvider } from 'react-admin';
import type { BulkAction, BulkItem } from '@/bulk/types';
import { QUIET } from '@/platform/dataProvider';
import { recordName } from './historyText';
import { revertEntry } from './revertCalls';
import { NEWEST_FIRST, type HistoryEntry } from './types';

/**
 * The header of a bulk run's calls, as src/bulk/runHeader.ts names it (a test holds them equal): imported,
 * that module would become a chunk of its own, shared with the Users page's bulk actions, which the Users
 * page's start-up names among its preloads (tests/unit/bundle-budget.test.ts).
 */
export const RUN_HEADER = 'X-Bulk-Run';

/** A run holds at most this many entries to revert (one list call). */
export const RUN_LIMIT = 10_000;

/**
 * The action; `changedSince` words the failure of an entry whose fields changed again since (the panel shows
 * a failure's reason as it is).
 */
export function revertRunAction(dataProvider: DataProvider, changedSince: (fields: string[]) => string): BulkAction {
  return {
    id: 'history.revertRun',
    title: 'app.resources.history.revert.run',
    act: async (item, _params, { runId }) => {
      // Silent, like every run's call: the panel lists the failures.
      const answer = await revertEntry(item.id, {}, { notify: false, headers: { [RUN_HEADER]: runId } });
      if (answer.conflicts.length) throw new Error(changedSince(answer.conflicts.map((c) => c.field)));
    },
    audit: {
      what: ({ runID }) => `Revert run ${runID}`,
      noun: 'changes',
      method: 'POST',
      service: 'account',
      path: '/history/{id}/revert',
      record: (event) => dataProvider.create('events', { data: event, meta: QUIET }),
    },
  };
}

/** The entries of a run, newest first, as the items of its revert. */
export async function runItems(
  dataProvider: DataProvider,
  runID: string,
  kindOf: (resource: string) => string,
): Promise<BulkItem[]> {
  const { data } = await dataProvider.getList<HistoryEntry>('history', {
    pagination: { page: 1, perPage: RUN_LIMIT },
    sort: NEWEST_FIRST,
    filter: { filters: [{ name: 'runID', comparison: 'eq', value: runID }] },
  });
  return data.map((entry) => ({ id: String(entry.id), label: `${kindOf(entry.resource)}: ${recordName(entry)}` }));
}
