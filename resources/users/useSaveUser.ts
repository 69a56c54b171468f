import { useUpdate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '@/engine/types';
import { silent, useSuccessNotify } from '@/engine/useSuccessNotify';

/**
 * Saves some fields of a user alone (a PUT of just them), then "User has been updated.". Errors were
 * shown by the adapter; `onError` lets the field mark itself.
 */
export function useSaveUser(definition: ResourceDefinition, record: RaRecord) {
  const [update, { isPending }] = useUpdate();
  const notify = useSuccessNotify(definition);
  const save = (data: Record<string, unknown>, onSuccess?: () => void, onError: (error: unknown) => void = silent) =>
    update(
      definition.name,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('updated', record);
          onSuccess?.();
        },
        onError,
      },
    );
  return { save, isPending };
}
