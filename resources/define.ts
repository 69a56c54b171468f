import { lazy } from 'react';
import { SUCCESS_HIDE_MS } from '@/constants';
import type { MenuEntry, ResourceDefinition, ResourceTexts } from '@/engine/types';
import type { RaRecord } from 'react-admin';

// The search bar loads with the first list that shows one, not with the shell.
const SearchBar = lazy(() => import('@/search/SearchBar'));

/** Message keys of a resource's texts under `prefix` (default `app.resources.<name>`, see src/i18n/messages/resources.ts). */
export function textsOf(prefix: string): ResourceTexts {
  const key = (k: string) => `${prefix}.${k}`;
  return {
    title: key('title'),
    singular: key('singular'),
    created: key('created'),
    updated: key('updated'),
    deleted: key('deleted'),
    fields: key('fields'),
  };
}

/** What a definition file writes: the engine's format, with every default optional. */
export type DefinitionInput<R extends RaRecord = RaRecord> = Omit<
  ResourceDefinition<R>,
  'texts' | 'successHideMs' | 'menu'
> & {
  /** Key prefix of the resource's texts when they are not under `app.resources.<name>`. */
  textsAt?: string;
  /** Single texts replacing the defaults (e.g. a deletion message shared with another resource). */
  texts?: Partial<ResourceTexts>;
  successHideMs?: number;
  menu?: Omit<MenuEntry, 'label'> & { label?: string };
};

/**
 * A resource definition with its defaults filled: texts from the catalogue, 1.5 s success notices, the
 * menu entry labelled with the page title, and the search bar in its slot when the resource has one.
 */
export function defineResource<R extends RaRecord = RaRecord>(input: DefinitionInput<R>): ResourceDefinition<R> {
  const { textsAt, texts, successHideMs, menu, ...definition } = input;
  const allTexts = { ...textsOf(textsAt ?? `app.resources.${definition.name}`), ...texts };
  return {
    ...definition,
    texts: allTexts,
    successHideMs: successHideMs ?? SUCCESS_HIDE_MS,
    menu: menu && { ...menu, label: menu.label ?? allTexts.title },
    slots: definition.search ? { search: SearchBar, ...definition.slots } : definition.slots,
  };
}
