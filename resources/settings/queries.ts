import type { ListQuery } from '@/engine/types';

/** Templates are few; the chips show them all. */
const TEMPLATES_LIMIT = 100;

/** The settings page's setting: the first one (SettingsPage edits it). */
export const settingQuery: ListQuery = {
  resource: 'settings',
  params: { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: undefined },
};

/** The templates the settings page shows as chips, by code. */
export const templatesQuery: ListQuery = {
  resource: 'templates',
  params: {
    pagination: { page: 1, perPage: TEMPLATES_LIMIT },
    sort: { field: 'code', order: 'ASC' },
    filter: {},
    meta: undefined,
  },
};
