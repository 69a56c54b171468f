import type { Identifier } from 'react-admin';
import type { ResourceEndpoint } from '@contract/types';
import { accessCheckFor, fetchAccess } from './access';
import { askAccess, type AccessAnswer } from './calls';

export interface AccessEachParams {
  endpoint: ResourceEndpoint;
  actions: string[];
  ids: Identifier[];
}

/**
 * The console's canAccess (authProvider.ts: the action's method on the record's path, answers kept in
 * access.ts) of some actions for many records of a resource in one call (a page of rows, issue 41). The
 * contract answers a method true only if every check of it is allowed: a true proves each record's, and
 * each is kept as if asked alone (so canAccess answers it without a call); a false proves nothing about
 * one record, which canAccess asks alone when asked. Answers, per action, whether every record may.
 */
export async function canAccessEach({ endpoint, actions, ids }: AccessEachParams): Promise<Record<string, boolean>> {
  const asked = actions.flatMap((action) => ids.map((id) => ({ action, check: accessCheckFor(endpoint, action, id) })));
  const answer = await askAccess(asked.map(({ check }) => check)).catch((): AccessAnswer => ({}));
  const allowed: Record<string, boolean> = {};
  for (const { action, check } of asked) {
    allowed[action] = answer[check.method] === true;
    if (allowed[action]) void fetchAccess([check], async () => ({ [check.method]: true }));
  }
  return allowed;
}
