import { useQueryClient } from '@tanstack/react-query';
import { useDelete, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from './types';
import { silent, useSuccessNotify } from './useSuccessNotify';

/**
 * Deletes a record of a definition once the person has confirmed: pessimistic, the resource's
 * "… has been deleted." notice, the list reloaded after the definition's delay when it has one.
 * `onSettled` runs on success and failure alike (the adapter has notified a failure).
 */
export function useDeleteRecord(definition: ResourceDefinition) {
  const notify = useSuccessNotify(definition);
  const queryClient = useQueryClient();
  const [deleteOne, { isPending }] = useDelete();

  const remove = (record: RaRecord, { onSettled, onDeleted }: { onSettled: () => void; onDeleted: () => void }) =>
    deleteOne(
      definition.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onSettled();
          notify('deleted', record);
          if (definition.reloadAfterDeleteMs !== undefined) {
            setTimeout(
              () => void queryClient.invalidateQueries({ queryKey: [definition.name, 'getList'] }),
              definition.reloadAfterDeleteMs,
            );
          }
          onDeleted();
        },
        onError: (error) => {
          onSettled();
          silent(error);
        },
      },
    );

  return { remove, isPending };
}
