import type { Filter } from '@contract/filters';

/**
 * What the global view filters on: who (part of an e-mail), the kind of record, a span of days, and a bulk
 * run (its id: the run's entries, which Revert run reverts, issue 39).
 */
export interface HistoryQuery {
  actor: string;
  resource: string;
  from: string;
  to: string;
  run: string;
}

export const NO_QUERY: HistoryQuery = { actor: '', resource: '', from: '', to: '', run: '' };

/** The query as the platform's filter list (the `filters` address parameter); days compare whole. */
export function filtersOf({ actor, resource, from, to, run }: HistoryQuery): Filter[] {
  const filters: Filter[] = [];
  if (actor.trim()) filters.push({ name: 'actorEmail', comparison: 'like', value: actor.trim() });
  if (resource) filters.push({ name: 'resource', comparison: 'eq', value: resource });
  if (from) filters.push({ name: 'at', comparison: 'gte', value: from });
  if (to) filters.push({ name: 'at', comparison: 'lte', value: to });
  if (run.trim()) filters.push({ name: 'runID', comparison: 'eq', value: run.trim() });
  return filters;
}

/** The query a filter list holds (read back from the address). */
export function queryOf(filters: Filter[]): HistoryQuery {
  const find = (name: string, comparison: Filter['comparison']) =>
    String(filters.find((f) => f.name === name && f.comparison === comparison)?.value ?? '');
  return {
    actor: find('actorEmail', 'like'),
    resource: find('resource', 'eq'),
    from: find('at', 'gte'),
    to: find('at', 'lte'),
    run: find('runID', 'eq'),
  };
}
