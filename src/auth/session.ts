import { browser } from '@/platform/browser';
import type { Organization, User } from '@/platform/types';
import { setDefaultOrganization, stopImpersonate } from './api';

/** Stops impersonating, then reloads the page (spec 1, section 4). */
export async function stopImpersonating() {
  await stopImpersonate();
  browser.reload();
}

/** Makes an organization the current one, then reloads the page. */
export async function switchOrganization(id: number) {
  await setDefaultOrganization(id);
  browser.reload();
}

/** The current organization: the one flagged default, else the user's current one, else the first. */
export function currentOrganization(user: Pick<User, 'organizations' | 'organizationID'> | undefined): Organization | undefined {
  const organizations = user?.organizations ?? [];
  return (
    organizations.find((organization) => organization.default) ??
    organizations.find((organization) => organization.id === user?.organizationID) ??
    organizations[0]
  );
}
