import { useGetList, type GetListParams } from 'react-admin';
import { useCurrentUser } from '@/auth/useCurrentUser';
import type { SearchPreset } from './types';

export const PRESETS_RESOURCE = 'searchPresets';

/** The list of one search's presets, as the search bar reads it (and start-up asks for it: src/routes/prefetch.ts). */
export const presetsParams = (keyword: string): GetListParams => ({
  filter: { filters: [{ name: 'keyword', comparison: 'eq', value: keyword }] },
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'name', order: 'ASC' },
});

/**
 * The presets of one list (scoped by keyword): global ones are everybody's, private ones only the
 * caller's. The API already hides other people's private presets; the owner check here keeps a
 * superadmin's menu to their own.
 */
export function usePresets(keyword: string) {
  const { user } = useCurrentUser();
  const { data = [], refetch } = useGetList<SearchPreset>(PRESETS_RESOURCE, presetsParams(keyword));
  const uuid = user?.uuid;
  return {
    globalPresets: data.filter((p) => p.global),
    myPresets: data.filter((p) => !p.global && p.userUUID === uuid),
    isOwner: (preset: SearchPreset) => !!uuid && preset.userUUID === uuid,
    refetch,
  };
}
