import { useGetList } from 'react-admin';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { presetsParams, PRESETS_RESOURCE } from './queries';
import type { SearchPreset } from './types';

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
