import type { CallOptions } from '@/platform/httpClient';
import { platformRequest } from '@/platform/request';

/** A field left as it is because it changed again since the entry (its value now, and the entry's). */
export interface RevertConflict {
  field: string;
  before: unknown;
  after: unknown;
  current: unknown;
}

/** What `POST /account/history/{id}/revert` answers (fixtures/server/README.md, "Revert"). */
export interface RevertAnswer {
  entryID: number;
  write: 'update' | 'remove' | 'create';
  reverted: string[];
  conflicts: RevertConflict[];
  skipped: { field: string; reason: 'masked' | 'notChangeable' }[];
  entries: number[];
}

export interface RevertBody {
  fields?: string[];
  overwrite?: boolean;
  /** The caller's current password, when the change reverted is one of their own credentials (their address). */
  currentPassword?: string;
}

/** Reverts one history entry (issue 39): the platform writes its values back as a new change. */
export const revertEntry = (id: number | string, body: RevertBody, options?: CallOptions) =>
  platformRequest<RevertAnswer>('account', `/history/${id}/revert`, { method: 'POST', body, ...options });
