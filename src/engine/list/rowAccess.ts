import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { canAccessEach } from '@/auth/accessEach';
import type { ResourceDefinition } from '../types';

/**
 * The key react-admin's useCanAccess keeps an answer under (ra-core's auth/useCanAccess: the action, the
 * resource and the record's id), so that the detail's first render finds it instead of rendering once more.
 */
const canAccessKey = (resource: string, action: string, recordId: unknown) => [
  'auth',
  'canAccess',
  { action, resource, recordId },
];

/**
 * The access answers a record's detail asks for (may it be edited, deleted), for a page of rows in one
 * call (issue 41): opening a row then shows its fields editable in its first frame, not disabled until a
 * call per record comes back. Kept where the auth provider's canAccess and react-admin's useCanAccess
 * find them; what the call cannot prove is asked as before, when the detail asks.
 */
export async function primeRowAccess(
  queryClient: QueryClient,
  definition: ResourceDefinition,
  records: RaRecord[],
): Promise<void> {
  const actions = (['edit', 'delete'] as const).filter((action) =>
    action === 'edit' ? !!definition.edit?.length : !!definition.delete,
  );
  if (!actions.length || !records.length) return;
  const allowed = await canAccessEach({
    endpoint: definition.endpoint,
    actions: [...actions],
    ids: records.map((record) => record.id),
  });
  for (const action of actions) {
    if (!allowed[action]) continue;
    for (const record of records) {
      const key = canAccessKey(definition.name, action, record.id);
      if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, true);
    }
  }
}
