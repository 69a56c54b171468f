import type { ResourceDefinition } from '@/engine/types';
import type { ResourceEndpoint } from '@/platform/types';
import { accessTokens } from './accessTokens';
import { applications } from './applications';
import { events } from './events';
import { groups } from './groups';
import { organizations } from './organizations';
import { organizationUsers } from './organizationUsers';
import { roles } from './roles';
import { rules } from './rules';
import { searchPresets } from './searchPresets';
import { serviceNames } from './serviceNames';
import { settings } from './settings';
import { templates } from './templates';
import { users } from './users';

/**
 * Every resource of the console, by react-admin resource name (docs/architecture.md). Schema data only:
 * custom panels are lazy slots, so the shell and sign-in page can import this without page code.
 */
export const definitions: Record<string, ResourceDefinition> = Object.fromEntries(
  [
    users,
    groups,
    roles,
    rules,
    serviceNames,
    applications,
    organizations,
    organizationUsers,
    events,
    settings,
    templates,
    searchPresets,
    accessTokens,
  ].map((d) => [d.name, d as ResourceDefinition]),
);

/** Where each resource lives on the platform (read by the data provider). */
export const endpoints: Record<string, ResourceEndpoint> = Object.fromEntries(
  Object.values(definitions).map((d) => [d.name, d.endpoint]),
);

/** The definition of a resource; throws on a name that has none (a programming error). */
export function definitionOf(name: string): ResourceDefinition {
  const definition = definitions[name];
  if (!definition) throw new Error(`No resource definition named ${name}`);
  return definition;
}
