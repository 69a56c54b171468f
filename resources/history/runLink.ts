import { serializeFilters } from '@/filters/codec';

/**
 * The history of one run (a review's close, a dormancy run, a lifecycle rule's run): the History page filtered
 * on its runID, where Revert run undoes it.
 */
export const runHistoryPath = (runID: string) =>
  `/history?filters=${encodeURIComponent(serializeFilters([{ name: 'runID', comparison: 'eq', value: runID }]) ?? '')}`;
