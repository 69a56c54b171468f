import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };

/**
 * A cold open of any page downloads few, large chunks instead of dozens of small ones (fewer requests,
 * better compression), without one page ever loading what only another needs. The chunks follow
 * start-up (src/main.tsx), whose own modules stay in the small entry:
 * - `base`: what the visitors' app needs (React DOM, MUI's core, translations, the platform adapter,
 *   the page services), which every page needs too;
 * - `visitor`: the libraries of the sign-in page beyond that;
 * - `app`: the admin app's libraries (react-admin, react-router, the shell's);
 * - `list`: the resource pages' libraries (the list and its table).
 * Everything else (the pages' own code, what loads on demand) is split as Vite does by default.
 */
function startupChunk(moduleId: string, graph: ModuleGraph): string | null {
  startupChunks ??= planStartupChunks(graph);
  return startupChunks.get(moduleId) ?? null;
}
let startupChunks: Map<string, string> | undefined;
const BARREL = /node_modules[\\/](react-admin|ra-core|ra-ui-materialui|@mui[\\/]material|@mui[\\/]icons-material|@mui[\\/]system|@mui[\\/]utils|react-router|react-router-dom)[\\/](dist[\\/]|esm[\\/]|build[\\/]modern[\\/])?index\.m?js$/;

function planStartupChunks(graph: ModuleGraph): Map<string, string> {
  const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
  const main = graph.getModuleInfo(src('main.tsx'));
  const reactDom = main?.dynamicallyImportedIds.find((id) => /[\\/]react-dom[\\/]client\.js$/.test(id));
  const plan = new Map<string, string>();
  const taken = new Set<string>();
  const later: string[] = [];
  /** Gives the modules `roots` import, followed, to chunk `name` (the roots keep chunks of their own). */
  const reach = (roots: (string | undefined)[], name: string | null, only: (id: string) => boolean = () => true) => {
    const starts = roots.filter((id): id is string => !!id);
    const stack = [...starts];
    while (stack.length) {
      const id = stack.pop()!;
      if (taken.has(id)) continue;
      taken.add(id);
      // A package's index re-exports all of it: which parts a page uses is not in the module graph.
      if (BARREL.test(id)) continue;
      if (name && only(id) && !starts.includes(id)) plan.set(id, name);
      const info = graph.getModuleInfo(id);
      stack.push(...(info?.importedIds ?? []));
      later.push(...(info?.dynamicallyImportedIds ?? []));
    }
  };
  const library = (id: string) => id.includes('/node_modules/');
  reach([src('main.tsx')], null); // the entry's own modules stay in the entry
  later.length = 0;
  // react-admin's themes come through its index (not followed), yet read MUI's colours as they load:
  // left to a chunk of their own, that chunk and `base` would import each other and the themes would
  // run before the colours exist. They go in `base`, with what they import.
  const raThemes = fileURLToPath(new URL('./node_modules/ra-ui-materialui/dist/theme/defaultTheme.js', import.meta.url));
  reach([src('VisitorApp.tsx'), reactDom, raThemes], 'base');
  plan.set(raThemes, 'base');
  reach([src('signin/SigninPage.tsx')], 'visitor', library);
  // What visitors' pages load on demand (notices, dialogs) is split by default, so that it never
  // brings the admin app's libraries along.
  const onDemand = later.splice(0);
  while (onDemand.length) {
    reach(onDemand.splice(0), null);
    onDemand.push(...later.splice(0));
  }
  reach([src('App.tsx')], 'app', library);
  reach([src('engine/ResourcePage.tsx')], 'list', library);
  return plan;
}

// The console calls the platform on its own origin; in development and preview these prefixes are
// proxied to the development API (fixtures/), whose port comes from API_PORT.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxy = {
  '/account': { target: apiTarget },
  '/unity': { target: apiTarget },
  '/__dev': { target: apiTarget },
  '/socket.io': { target: apiTarget, ws: true },
};
const port = Number(process.env.PORT ?? 5173);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@resources': fileURLToPath(new URL('./resources', import.meta.url)),
      'object.entries': fileURLToPath(new URL('./src/i18n/objectEntries.cjs', import.meta.url)),
      hasown: fileURLToPath(new URL('./src/i18n/hasOwn.cjs', import.meta.url)),
    },
  },
  // Separate caches let several dev servers (parallel e2e runs) start without clobbering each other.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  // Scan every module up front so the dev server does not discover a dependency mid-test and reload.
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx'] },
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    chunkSizeWarningLimit: 1500,
    // Every supported browser preloads modules itself: the polyfill would only weigh on the entry.
    modulePreload: { polyfill: false },
    // The bundle-budget test (tests/unit/bundle-budget.test.ts) and the cold-start benchmark read it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ debugName: 'startup', name: (id, graph) => startupChunk(id, graph as ModuleGraph) }],
          // A group holds its modules only: the entry's stay in the entry.
          includeDependenciesRecursively: false,
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
