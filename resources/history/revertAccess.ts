import { useAccess } from '@/auth/RequireAccess';
import type { AccessCheck } from '@contract/types';
import { HISTORY_MASK as MASK, recordOfEntry, revertWrite } from '@contract/writeRoutes';
import type { HistoryEntry } from './types';

/** The record's bookkeeping: a revert is a change of now, not of then. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt']);

/** The fields of an update a person may choose to revert (not secrets, not bookkeeping). */
export function revertableFields(entry: HistoryEntry): string[] {
  if (entry.action !== 'update') return [];
  return entry.changes
    .filter((c) => !BOOKKEEPING.has(c.field) && c.before !== MASK && c.after !== MASK)
    .map((c) => c.field);
}

/**
 * The access check of the write that reverts an entry (the record's own route), as the console asks the
 * platform's rules for any action (src/auth/access.ts); the API decides the rest (its records rule), and an
 * entry whose kind cannot be reverted has none.
 */
export function revertCheck(entry: HistoryEntry): AccessCheck | undefined {
  const write = revertWrite(entry, recordOfEntry(entry));
  return write && { method: write.method, service: write.service, path: write.path };
}

/** Whether the signed-in person may revert the entry (false while asking). */
export function useCanRevert(entry: HistoryEntry | undefined): boolean {
  const check = entry && revertCheck(entry);
  const allowed = useAccess(check ? [check] : []);
  return !!check && allowed === true;
}
