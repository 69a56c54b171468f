import { useCallback } from 'react';
import { useFailureReason } from '@/engine/fields/UnsavedActions';
import { fieldAtFault } from '@/engine/forms/fieldErrors';

/**
 * The errors a refused save answers react-admin's form (the adapter has notified it already): why, on the
 * field of `sources` the API names, else on the whole form, which stays unsaved (and warns when left).
 */
export function useRefusal(sources: readonly string[]) {
  const reasonOf = useFailureReason();
  const key = sources.join();
  return useCallback(
    (error: unknown): Record<string, string> => ({ [fieldAtFault(error, key.split(',')) ?? 'root']: reasonOf(error) }),
    [key, reasonOf],
  );
}
