import { useSyncExternalStore } from 'react';
import { bulkRuns, type RunView } from './runs';

/** The bulk run of this tab as it goes (renewed at most every 100 ms while calls come and go). */
export function useBulkRun(): RunView | undefined {
  return useSyncExternalStore(bulkRuns.subscribe, bulkRuns.getSnapshot);
}
