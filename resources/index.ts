import type { ResourceDefinition } from '@/engine/types';
import type { ResourceEndpoint } from '@/platform/types';

/**
 * Every resource of the console: the default export of each definition file of this folder, so that
 * adding a resource is adding its file (src/engine/README.md). Schema data only: custom panels are
 * lazy slots, so the shell can import this without page code.
 */
const modules = import.meta.glob<{ default?: ResourceDefinition }>(['./*.ts', '!./index.ts', '!./define.ts'], {
  eager: true,
});

export const definitions: ResourceDefinition[] = Object.values(modules).flatMap((module) =>
  module.default ? [module.default] : [],
);

/** Where each resource lives on the platform, by react-admin resource name (read by the data provider). */
export const endpoints: Record<string, ResourceEndpoint> = Object.fromEntries(
  definitions.map((d) => [d.name, d.endpoint]),
);
