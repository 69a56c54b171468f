import { SUCCESS_HIDE_MS } from '@/constants';
import type { ResourceDefinition, ResourceTexts } from '@/engine/types';
import type { RaRecord } from 'react-admin';

/** Message keys of a resource's texts under `app.<area>.<name>.` (see src/i18n/messages/resources.ts). */
export function textsOf(name: string, area = 'resources'): ResourceTexts {
  const key = (k: string) => `app.${area}.${name}.${k}`;
  return {
    title: key('title'),
    singular: key('singular'),
    created: key('created'),
    updated: key('updated'),
    deleted: key('deleted'),
  };
}

/** Fills the defaults of a definition (texts from the catalogue, 1.5 s success notices). */
export function defineResource<R extends RaRecord = RaRecord>(
  definition: Omit<ResourceDefinition<R>, 'texts' | 'successHideMs'> &
    Partial<Pick<ResourceDefinition<R>, 'texts' | 'successHideMs'>>,
): ResourceDefinition<R> {
  return {
    ...definition,
    texts: definition.texts ?? textsOf(definition.name),
    successHideMs: definition.successHideMs ?? SUCCESS_HIDE_MS,
  };
}
