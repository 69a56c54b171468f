/**
 * A role's rules grouped by resource key for the policy editor (api-contract.md): the key is a path's
 * first segment; five chips stand for the usual rules of a key, every other rule is custom.
 */
import type { Method } from '@contract/types';

export interface ChipDefinition {
  id: 'getAll' | 'getById' | 'post' | 'put' | 'delete';
  /** Message key of its label (GET All, GET By ID, POST, PUT, DELETE). */
  label: string;
  method: Method;
  /** The rule's path for a key. */
  path: (key: string) => string;
}

/** A path with a record id uses this pattern (spec 2). */
export const ID_PATTERN = '[0-9]+';

export const CHIPS: ChipDefinition[] = [
  { id: 'getAll', label: 'app.opa.chips.getAll', method: 'GET', path: (k) => `/${k}` },
  { id: 'getById', label: 'app.opa.chips.getById', method: 'GET', path: (k) => `/${k}/${ID_PATTERN}` },
  { id: 'post', label: 'app.opa.chips.post', method: 'POST', path: (k) => `/${k}` },
  { id: 'put', label: 'app.opa.chips.put', method: 'PUT', path: (k) => `/${k}/${ID_PATTERN}` },
  { id: 'delete', label: 'app.opa.chips.delete', method: 'DELETE', path: (k) => `/${k}/${ID_PATTERN}` },
];

/** What the groups need of a rule. */
export interface KeyedRule {
  id: number | string;
  method: string;
  path: string;
}

export interface ResourceGroup<R extends KeyedRule = KeyedRule> {
  key: string;
  /** The rule behind each chip, when it exists. */
  chips: Partial<Record<ChipDefinition['id'], R>>;
  /** The key's other rules. */
  custom: R[];
}

/** The resource key of a path: its first segment (`/users/[0-9]+` → `users`), as the platform answers `key`. */
export const resourceKey = (path: string): string => path.replace(/^\/+/, '').split('/')[0] ?? '';

/** The chip a rule stands for under its key, if any. */
export function chipOf(rule: KeyedRule): ChipDefinition | undefined {
  const key = resourceKey(rule.path);
  return CHIPS.find((chip) => chip.method === rule.method && chip.path(key) === rule.path);
}

/** Groups rules by resource key, keys in alphabetical order, custom rules in the order given. */
export function groupByResource<R extends KeyedRule>(rules: R[]): ResourceGroup<R>[] {
  const groups = new Map<string, ResourceGroup<R>>();
  for (const rule of rules) {
    const key = resourceKey(rule.path);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, chips: {}, custom: [] }));
    const chip = chipOf(rule);
    // A second identical rule (another role's, or a duplicate) shows as custom rather than hiding.
    if (chip && !group.chips[chip.id]) group.chips[chip.id] = rule;
    else group.custom.push(rule);
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
}
