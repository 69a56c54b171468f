import { useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/auth/useCurrentUser';
import type { User } from '@contract/types';

/**
 * The signed-in user as the shell loaded it before any admin page: read from the cache, never fetched
 * again (a fetch here would put a round trip before the first rows).
 */
export function useLoadedUser(): User | undefined {
  return useQueryClient().getQueryData<User | null>(CURRENT_USER_KEY) ?? undefined;
}
