import type { ResourceDefinition } from '@/engine/types';
import { withTexts } from '@/i18n/catalogue';
import { en } from '@/i18n/en';
import type { ResourceEndpoint } from '@/platform/types';

/** What a resource's folder gives the registry: its `index.ts` exports its definition and its texts. */
interface ResourceModule {
  default: ResourceDefinition;
  messages: object;
}

/**
 * Every resource of the console, one folder each (`resources/<name>/`, src/engine/README.md), so that
 * adding a resource is adding its folder. Each folder's `index.ts` is schema data and texts: custom
 * panels are lazy slots, so the shell can import this without page code.
 */
const modules = Object.values(import.meta.glob<ResourceModule>('./*/index.ts', { eager: true }));

export const definitions: ResourceDefinition[] = modules.map((module) => module.default);

/** Where each resource lives on the platform, by react-admin resource name (read by the data provider). */
export const endpoints: Record<string, ResourceEndpoint> = Object.fromEntries(
  definitions.map((d) => [d.name, d.endpoint]),
);

/** The admin app's message catalogue: the shared texts (src/i18n/en.ts) and each resource's own. */
export const catalogue = withTexts(
  en,
  modules.map((module) => module.messages),
);
