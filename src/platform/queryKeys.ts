/**
 * The one maker of react-query keys: every call's answer is cached under [resource, method, params],
 * the shape react-admin gives its own (['users', 'getList', {…}]). All that shows a resource is thus
 * under its name, and a change of the resource refreshes all of it (queryClient.ts).
 */
export function callKey(resource: string, method: string, params?: unknown): readonly unknown[] {
  return params === undefined ? [resource, method] : [resource, method, params];
}

/** What a mutation says it changes beyond its own resource (react-query `meta`). */
export interface ChangeMeta extends Record<string, unknown> {
  /** Other resources whose views show what the mutation changed. */
  changes?: string[];
}
