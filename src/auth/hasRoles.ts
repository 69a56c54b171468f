import type { User } from '@contract/types';

/** Required roles per service, e.g. `{ account: ['superadmin'] }`. */
export type RoleRequirements = Record<string, string[]>;

export const ANY_ROLE = 'any';

/** The role of the administration pages: superadmin of the account service (spec 2, section 6). */
export const SUPERADMIN: RoleRequirements = { account: ['superadmin'] };

/**
 * The admin flag of spec 1 section 6 (it gates the Default Organization checkbox): an administrator of
 * the account service, admin or superadmin, as the platform decides who may set that flag.
 */
export const ADMINISTRATOR: RoleRequirements = { account: ['admin', 'superadmin'] };

/**
 * Spec 1, section 6: empty requirements pass, a user without rights fails, and `any` matches on
 * either side (a required `any` is met by any role on that service). Every service named must match.
 */
export function hasRoles(user: Pick<User, 'services'> | undefined | null, required?: RoleRequirements): boolean {
  const services = Object.entries(required ?? {});
  if (!services.length) return true;
  const rights = user?.services ?? {};
  if (!Object.values(rights).some((roles) => roles?.length)) return false;
  return services.every(([service, roles]) => {
    const held = rights[service] ?? [];
    if (!held.length) return false;
    if (!roles.length || roles.includes(ANY_ROLE) || held.includes(ANY_ROLE)) return true;
    return roles.some((role) => held.includes(role));
  });
}

/** True when the user holds at least one role on some service. */
export function hasServices(user: Pick<User, 'services'> | undefined | null): boolean {
  return Object.values(user?.services ?? {}).some((roles) => roles?.length);
}
