import type { User } from '@contract/types';

/**
 * react-admin's key for the permissions its usePermissions() reads (with its default params). Its
 * router (CoreAdminRoutes) asks for them as it mounts and renders the whole console again, twice, when
 * they arrive: start-up puts them in the cache first (src/routes/prefetch.ts), so they never arrive late.
 */
export const PERMISSIONS_KEY = ['auth', 'getPermissions', {}] as const;

/** The person's permissions: the services map, service name to role names (empty for a visitor). */
export const permissionsOf = (user: User | null | undefined): Record<string, string[]> => user?.services ?? {};
