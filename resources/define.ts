import { lazy } from 'react';
import { SUCCESS_HIDE_MS } from '@/constants';
import { preloadable } from '@/ui/preloadable';
import type { MenuEntry, ResourceDefinition, ResourceTexts, TabSlot } from '@/engine/types';
import type { RaRecord } from 'react-admin';

// The search bar loads with the first list that shows one (preloaded with its page), not with the shell.
const SearchBar = preloadable(() => import('@/search/SearchBar'));
// A record's history loads when its tab opens.
const RecordHistoryTab = lazy(() => import('@resources/history/RecordHistory'));

/** The History tab every record's generic detail gets (issue 24), after Danger: the spec's tabs keep their indices. */
const HISTORY_TAB = {
  label: 'app.resources.history.tab',
  component: RecordHistoryTab,
  afterDanger: true,
  capability: 'history',
} as const;

/**
 * Message keys of a resource's texts: every one under `app.resources.<name>`, where its folder's
 * messages.ts puts them (the shared field labels are src/i18n/messages/resources.ts').
 */
function textsOf(name: string): ResourceTexts {
  const key = (k: string) => `app.resources.${name}.${k}`;
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
  successHideMs?: number;
  menu?: Omit<MenuEntry, 'label'> & { label?: string };
  /** false: no History tab in the record's detail (default: one, for a resource with a page). */
  history?: boolean;
};

/**
 * A resource definition with its defaults filled: texts from the catalogue, 1.5 s success notices, the
 * menu entry labelled with the page title, the search bar in its slot when the resource has one, and the
 * History tab in the detail of a resource with a page.
 */
export function defineResource<R extends RaRecord = RaRecord>(input: DefinitionInput<R>): ResourceDefinition<R> {
  const { successHideMs, menu, history, ...definition } = input;
  const texts = textsOf(definition.name);
  const slots = { ...(definition.search ? { search: SearchBar } : {}), ...definition.slots };
  // The tab reads only the record's id and the definition's endpoint, whatever the record's type.
  if (history ?? !!definition.route) slots.tabs = [...(slots.tabs ?? []), HISTORY_TAB as unknown as TabSlot<R>];
  return {
    ...definition,
    texts,
    successHideMs: successHideMs ?? SUCCESS_HIDE_MS,
    menu: menu && { ...menu, label: menu.label ?? texts.title },
    slots: Object.keys(slots).length ? slots : undefined,
  };
}
