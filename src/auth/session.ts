import type { Organization, User } from '@contract/types';

/** The current organization: the one flagged default, else the user's current one, else the first. */
export function currentOrganization(
  user: Pick<User, 'organizations' | 'organizationID'> | undefined,
): Organization | undefined {
  const organizations = user?.organizations ?? [];
  return (
    organizations.find((organization) => organization.default) ??
    organizations.find((organization) => organization.id === user?.organizationID) ??
    organizations[0]
  );
}
