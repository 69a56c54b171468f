import type { Method, Service } from '@contract/types';

/** One item of a bulk action: its id, who it is (listed when it fails) and what the action needs of it. */
export interface BulkItem {
  id: string;
  label: string;
  /** Values the action's call needs besides the id (a user's e-mail for Send PL Code). */
  data?: Record<string, string>;
}

/** The unity event recording a bulk action (spec 2: POST /unity/events; the server adds who, when and from where). */
export interface BulkEvent {
  name: string;
  description: string;
  method: Method;
  resource: string;
  status: number;
  errorCode: string;
  module: Service;
}

/** Parameters the user chose for the action (the group to add to), kept with the run for a reload. */
export type BulkParams = Record<string, string | number>;

/** A bulk action a feature offers (resources/users/bulk/actions.ts). */
export interface BulkAction {
  /** Stable id, kept in the journal so a run can be recovered after a reload, e.g. `users.deactivate`. */
  id: string;
  /** Message key of the run's title, given the parameters, `count` and `smart_count` (e.g. "Deactivate %{smart_count} users"). */
  title: string;
  /**
   * The one call made per item; throws (a PlatformError) on failure. Made silently and with the run's
   * header (`runCall(run.runId)` / `runMeta(run.runId)`, runHeader.ts).
   */
  act(item: BulkItem, params: BulkParams, run: { runId: string }): Promise<unknown>;
  /** How the run is recorded as a unity event (English: the audit log is data, not interface). */
  audit: {
    /** What was done, e.g. `Deactivate` or `Add to group Sales`, given the parameters. */
    what(params: BulkParams): string;
    /** The plural noun of the items, e.g. `users`. */
    noun: string;
    /** The call made per item, as the event's method and resource. */
    method: Method;
    service: Service;
    path: string;
    /** Records the event (a `create` of `events` through the data provider), silently: the run's panel says when it could not. */
    record(event: BulkEvent): Promise<unknown>;
  };
}
