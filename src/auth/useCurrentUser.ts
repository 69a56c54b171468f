import { useQuery } from '@tanstack/react-query';
import { isPlatformError } from '@/platform/errors';
import { onPlatformError } from '@/platform/httpClient';
import { preferencesOf } from '@/platform/preferences';
import { queryClient } from '@/platform/queryClient';
import { callKey } from '@/platform/queryKeys';
import type { User, UserApp } from '@contract/types';
import { clearAccessCache } from './accessCache';
import { getCurrentUser, getUserApps } from './calls';

/**
 * Shared react-query keys: every reader of the current user and the user's apps hits one cache. They
 * are the users' and the applications' (a change of a user or an application reads them again).
 */
export const CURRENT_USER_KEY = callKey('users', 'getCurrentUser');
export const USER_APPS_KEY = callKey('applications', 'getUserApps');

/** The signed-in user, or null for a visitor (a 401, without the sign-in redirect). */
export function fetchCurrentUser(): Promise<User | null> {
  return loadCurrentUser(true);
}

async function loadCurrentUser(retry: boolean): Promise<User | null> {
  try {
    const user = await getCurrentUser();
    if (!user?.uuid) return null; // the uuid's presence means signed in
    // The kept preferences are the person's own: not the one an administrator impersonates.
    if (!user.impersonate) preferencesOf(user.uuid);
    return user;
  } catch (error) {
    // The platform refuses the one call that finds an impersonation ended; the next acts as the person signed in.
    if (isPlatformError(error) && error.errorCode === 'IMPERSONATION_ENDED' && retry) return loadCurrentUser(false);
    if (isPlatformError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** The user, from the cache when fresh (the auth provider and the route guards use it). */
export function ensureCurrentUser(): Promise<User | null> {
  return queryClient.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
}

/**
 * Starts loading the user's apps at start-up, beside the user (the shell shows them on every page);
 * a visitor's 401 leaves the query to useUserApps, which asks only once someone is signed in.
 */
export function prefetchUserApps(): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: USER_APPS_KEY, queryFn: getUserApps });
}

/** Reloads the user and the apps, from anywhere (after sign-in, impersonation, a profile change). */
export async function refreshCurrentUser(): Promise<User | null> {
  const before = queryClient.getQueryData<User | null>(CURRENT_USER_KEY);
  const user = await queryClient.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 0 });
  // Someone else now (sign-in, impersonation): the access answers were for the previous person.
  if (before?.uuid !== user?.uuid || !!before?.impersonate !== !!user?.impersonate) {
    clearAccessCache();
  }
  if (user) void queryClient.invalidateQueries({ queryKey: USER_APPS_KEY });
  else queryClient.setQueryData(USER_APPS_KEY, []);
  return user;
}

// The platform ended an impersonation (its impersonator may no longer act as that person: issue 33): the
// console reads who it acts as again, so the shell stops saying it impersonates.
onPlatformError((error) => {
  if (error.errorCode === 'IMPERSONATION_ENDED') void refreshCurrentUser();
});

/** Forgets the user (sign-out). */
export function forgetCurrentUser() {
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  queryClient.setQueryData(USER_APPS_KEY, []);
}

export function useCurrentUser(): { user?: User; isPending: boolean; refetch(): Promise<unknown> } {
  const query = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
  return { user: query.data ?? undefined, isPending: query.isPending, refetch: query.refetch };
}

export function useUserApps(): { apps: UserApp[]; isPending: boolean } {
  const { user } = useCurrentUser();
  const query = useQuery({
    queryKey: USER_APPS_KEY,
    queryFn: getUserApps,
    enabled: !!user,
  });
  return { apps: query.data ?? [], isPending: !!user && query.isPending };
}
