import { useCallback } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { titleOf } from './fields/lookup';
import type { ResourceDefinition } from './types';

/**
 * The success notices of a resource ("Group has been created." …), hidden after the resource's delay.
 * Errors are not notified here: the http client already shows each API error once.
 */
export function useSuccessNotify(definition: ResourceDefinition) {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (what: 'created' | 'updated' | 'deleted', record?: RaRecord) =>
      notify(translate(definition.texts[what], { name: record ? titleOf(definition, record) : '' }), {
        type: 'success',
        autoHideDuration: definition.successHideMs,
      }),
    [notify, translate, definition],
  );
}

/** A mutation error handler that stays silent: the adapter has already notified the error. */
export const silent = (_error?: unknown) => undefined;
