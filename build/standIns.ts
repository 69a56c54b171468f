/**
 * Stand-ins: a library's import replaced, for one importer only, by a module of the console that does
 * the same for the console's use of it, so that start-up does not carry code the console never runs.
 * Only the production bundle has them: the development server and the tests use the libraries as they
 * are (component tests render react-admin without a router of their own).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export interface StandIn {
  /** The import as the importer writes it. */
  source: string;
  /** The importing file (a path in node_modules). */
  importer: RegExp;
  /** The console's module taking its place. */
  replacement: string;
  /** What the importer uses of the import and the stand-in replaces (tests/unit/upgrade-canaries.test.tsx). */
  replaces: string[];
  /** Why, in a few words (the canary's message). */
  why: string;
}

/** Each leans on a library's file layout: tests/unit/upgrade-canaries.test.tsx fails when a version moves it. */
export const STAND_INS: StandIn[] = [
  // ra-core's default CSV exporter imports jsonexport statically, though no console list uses it
  // (they export with src/search/CsvExportButton): the same call, loading jsonexport if it ever runs.
  {
    source: 'jsonexport/dist/index.js',
    importer: /[\\/]ra-core[\\/]dist[\\/]export[\\/]defaultExporter\.js$/,
    replacement: './standIns/lazyJsonExport.ts',
    replaces: ['jsonExport'],
    why: 'jsonexport loads only if the default exporter runs',
  },
  // react-admin's router adapter creates a data router (createHashRouter) when it is not inside a router;
  // the console always renders inside its own router (App.tsx: a history router), so that router code never runs.
  {
    source: 'react-router-dom',
    importer: /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/,
    replacement: './standIns/declarativeRouter.ts',
    replaces: ['createHashRouter', 'RouterProvider'],
    why: "react-admin's data router, never created inside the console's own router",
  },
];

export function standIns(): Plugin {
  return {
    name: 'stand-ins',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = STAND_INS.find((s) => s.source === source && s.importer.test(importer ?? ''));
      return standIn ? fileURLToPath(new URL(standIn.replacement, import.meta.url)) : undefined;
    },
  };
}
