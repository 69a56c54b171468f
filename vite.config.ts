import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { startCalls } from './build/startCalls.ts';
import { startupChunks } from './build/startupChunks.ts';
import { standIns } from './build/standIns.ts';
import { assetCaching, precompress, quietLogger, securityHeaders, versionFile } from './deploy/vite.ts';

// The console calls the platform on its own origin; in development and preview these prefixes are
// proxied to the development API (fixtures/), whose port comes from API_PORT.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxy = {
  '/account': { target: apiTarget },
  '/unity': { target: apiTarget },
  // SCIM provisioning clients (issue 58) reach the platform through the console's origin too.
  '/scim': { target: apiTarget },
  '/__dev': { target: apiTarget },
  '/socket.io': { target: apiTarget, ws: true },
};
const port = Number(process.env.PORT ?? 5173);

const alias = [
  // React's profiling build, for tests/bench/profile-start.ts --waterfall (its <Profiler> timings).
  ...(process.env.PROFILE_REACT
    ? [
        {
          find: /^react-dom\/client$/,
          replacement: fileURLToPath(new URL('./node_modules/react-dom/profiling.js', import.meta.url)),
        },
      ]
    : []),
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: '@resources', replacement: fileURLToPath(new URL('./resources', import.meta.url)) },
  // What the console and the platform share (schemas, record types, write routes, filters, CSV columns).
  { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
  { find: 'object.entries', replacement: fileURLToPath(new URL('./src/i18n/objectEntries.cjs', import.meta.url)) },
  { find: 'hasown', replacement: fileURLToPath(new URL('./src/i18n/hasOwn.cjs', import.meta.url)) },
];

export default defineConfig({
  plugins: [
    react(),
    standIns(),
    startupChunks(),
    startCalls(),
    securityHeaders(),
    assetCaching(),
    versionFile(),
    precompress(),
  ],
  resolve: { alias },
  customLogger: quietLogger(),
  // Separate caches let several dev servers (parallel e2e runs) start without clobbering each other.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  // Scan every module up front so the dev server does not discover a dependency mid-test and reload.
  optimizeDeps: {
    entries: ['index.html', 'src/**/*.tsx'],
    // Imported on demand from .ts modules the scan skips (src/signin/passkeys.ts): found late, they would make
    // the dev server reload the page in the middle of a sign-in.
    include: ['@simplewebauthn/browser', 'qrcode'],
  },
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    chunkSizeWarningLimit: 1500,
    // Every supported browser preloads modules itself: the polyfill would only weigh on the entry.
    modulePreload: { polyfill: false },
    // The bundle-budget test (tests/unit/bundle-budget.test.ts) and the cold-start benchmark read it.
    manifest: true,
  },
  test: {
    // One test file per core: Vitest's default (one core fewer) ran the files one at a time on the 2-core
    // machine, and most of them wait on the disk and on sockets as much as on the processor (issue 61).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A resource's own unit and component tests sit in its folder (resources/<name>/*.test.tsx).
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/components/**/*.test.{ts,tsx}',
            'resources/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/support/setup-dom.ts'],
          // The loaded 2-core machine (tests/support/setup-dom.ts: findBy and waitFor wait up to 5 s).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 20_000,
          // Starting an API (its data set, its journal) on a busy 2-core machine can take more than the default 10 s.
          hookTimeout: 60_000,
          // The request log of the whole run, checked once it is over (no secret in any line).
          globalSetup: ['tests/api/support/requestLogCheck.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
