import { MutationCache, QueryClient, type Mutation } from '@tanstack/react-query';
import type { ChangeMeta } from './queryKeys';

/** react-admin's own reads and writes: its writes put their answers into the caches of its reads. */
const REACT_ADMIN_READS = new Set(['getList', 'getOne', 'getMany', 'getManyReference', 'getInfiniteList']);
const REACT_ADMIN_WRITES = new Set(['create', 'update', 'updateMany', 'delete', 'deleteMany']);

/**
 * A change anywhere refreshes what shows it. A mutation keyed [resource, method, …] (react-admin keys
 * its own so; ours are made by callKey, queryKeys.ts) marks stale every query of that resource and of
 * the resources its `meta.changes` names. After react-admin's own create, update and delete, which put
 * the answer into its list and record caches already, only our queries of the resource are (a user's
 * groups after a user is deleted, the launcher's apps after an application is edited).
 */
function refreshChanged(client: QueryClient, mutation: Mutation<unknown, unknown, unknown, unknown>) {
  const [keyResource, method] = (mutation.options.mutationKey ?? []) as unknown[];
  // react-admin's write hooks called without a resource (`useUpdate()`) name it at call time only.
  const resource = keyResource ?? (mutation.state.variables as { resource?: unknown } | undefined)?.resource;
  if (typeof resource !== 'string') return;
  const reactAdmins = REACT_ADMIN_WRITES.has(String(method));
  void client.invalidateQueries({
    queryKey: [resource],
    predicate: reactAdmins ? (query) => !REACT_ADMIN_READS.has(String(query.queryKey[1])) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- TypeScript 7 (the type-check) needs it; the lint's TypeScript 6 does not
  for (const other of (mutation.meta as ChangeMeta | undefined)?.changes ?? []) {
    void client.invalidateQueries({ queryKey: [other] });
  }
}

/** A react-query client that refreshes what a change touches (tests make their own, fresh). */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // Settled, not only succeeded: a refused change may still have changed something (what shows is read again).
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _context, mutation) => refreshChanged(client, mutation),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
  return client;
}

/**
 * The one react-query client: handed to <Admin>, and used outside components (the auth provider,
 * refreshCurrentUser) so every part reads the same cache.
 */
export const queryClient = createQueryClient();
