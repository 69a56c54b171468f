import type { ResourceDefinition } from '@/engine/types';
import { withTexts } from '@/i18n/catalogue';
import { en } from '@/i18n/en';
import type { TextPart } from '@/i18n/textParts';
import type { Catalogues } from '@/i18n/useLocalizedI18n';
import type { ResourceEndpoint } from '@contract/types';

/**
 * What a resource's folder gives the registry: its `index.ts` exports its definition, its texts and,
 * when it has calls that are not CRUD, their data-provider methods (its calls.ts), and its lazy panels' text parts.
 */
interface ResourceModule {
  default: ResourceDefinition;
  messages: object;
  calls?: Record<string, unknown>;
  /** Texts of its lazy panels, loaded with them (src/i18n/textParts.ts). */
  textParts?: readonly TextPart[];
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

/** The admin app's catalogue in each language: English at hand, the others loaded when chosen (one chunk each). */
export const catalogues: Catalogues = {
  en: () => catalogue,
  fr: () => import('./catalogue.fr').then((module) => module.catalogue),
  de: () => import('./catalogue.de').then((module) => module.catalogue),
};

/** The resources' text parts (src/i18n/textParts.ts); with the shared ones (src/i18n/parts.ts), the tests check each. */
export const resourceTextParts: readonly TextPart[] = modules.flatMap((module) => module.textParts ?? []);

/**
 * The resources' calls that are not CRUD, each a data-provider method beside react-admin's (App.tsx
 * hands them to createDataProvider). A method name is one resource's only.
 */
export const calls: Record<string, unknown> = {};
for (const module of modules) {
  for (const [name, method] of Object.entries(module.calls ?? {})) {
    if (name in calls) throw new Error(`Two resources define the data-provider method ${name}`);
    calls[name] = method;
  }
}
