/**
 * One way to call the platform (issue 23): every call is a data-provider method or an auth-provider
 * method. The request helpers are used only by the providers' own modules (src/platform/, the session's
 * calls src/auth/calls.ts, and each resource's calls.ts, which the registry makes data-provider
 * methods); components reach the calls through the providers, never by importing a calls module or a
 * request helper themselves, and nothing else asks the network.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    // Tests beside their modules (resources/<name>/*.test.tsx) are no part of the console.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

const sources = [...files(join(root, 'src')), ...files(join(root, 'resources'))];
const text = (file: string) => readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

/** Value imports and re-exports (not `import type`, not `type` specifiers alone) of a file: [specifier, what]. */
function valueImports(file: string): [string, string][] {
  return [...text(file).matchAll(/(?:import|export)\s+(?!type\s)([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g)]
    .map((m): [string, string] => [m[2], m[1]])
    .filter(([, what]) => !/^\{\s*(type\s+[\w$]+\s*,?\s*)+\}$/.test(what.trim()));
}

const REQUEST_HELPERS = /^(@\/platform\/(request|httpClient)|\.\/(request|httpClient))$/;
const CALLS_MODULE = /(^|\/)calls$/;

/**
 * The providers' own modules: they alone make requests. A resource's calls may be split by concern within its
 * folder (resources/users/factors/calls.ts, spread into the users' calls); the session's second step has its
 * own (src/auth/secondFactorCalls.ts), loaded only when a sign-in needs it (the sign-in page's budget); adding a
 * factor is one set of calls for My Account and the sign-in's enrolment (src/auth/enrolmentCalls.ts).
 */
const isProviderModule = (file: string) =>
  file.startsWith('src/platform/') ||
  /^src\/auth\/(calls|secondFactorCalls|enrolmentCalls)\.ts$/.test(file) ||
  /^resources\/[^/]+\/([^/]+\/)?calls\.ts$/.test(file) ||
  PAGE_CALLS.has(file);

/**
 * Exceptions, each a debt: the calls of pages that load them with themselves instead of through a provider
 * method (issues 39, 40: registered in the resources' index, their loaders would be start-up code past the Users
 * page's budget, tests/unit/bundle-budget.test.ts). Next: lazy provider methods, as the users' factors have.
 */
const PAGE_CALLS = new Set(['resources/history/revertCalls.ts', 'resources/reviews/calls.ts']);
const PAGE_CALLS_USERS = [
  'resources/history/RevertDialog.tsx',
  'resources/myReviews/MyReviewsPage.tsx',
  'resources/reviews/CreateReviewDialog.tsx',
  'resources/reviews/ReviewDetail.tsx',
];

describe('one way to call the platform', () => {
  it('has no api modules: a resource’s calls are its calls.ts, the session’s are src/auth/calls.ts', () => {
    expect(sources.filter((file) => /(^|\/)api\.tsx?$/.test(file))).toEqual([]);
  });

  it('uses the request helpers only in the providers’ own modules', () => {
    const users = sources.filter(
      (file) =>
        !isProviderModule(file) &&
        valueImports(file).some(
          ([specifier, what]) => REQUEST_HELPERS.test(specifier) && /platform(Request|Fetch)|splitRoute/.test(what),
        ),
    );
    expect(users).toEqual([]);
  });

  it('never imports a calls module into a component (types aside): components use the providers', () => {
    const components = sources.filter(
      (file) =>
        file.endsWith('.tsx') &&
        !PAGE_CALLS_USERS.includes(file) &&
        valueImports(file).some(([specifier]) => CALLS_MODULE.test(specifier)),
    );
    expect(components).toEqual([]);
  });

  it('lets only the registry, the auth provider and other calls modules import a calls module', () => {
    const allowed = (file: string) =>
      isProviderModule(file) ||
      /^resources\/[^/]+\/index\.ts$/.test(file) ||
      PAGE_CALLS_USERS.includes(file) ||
      [
        'src/auth/authProvider.ts',
        'src/auth/useCurrentUser.ts',
        'src/auth/access.ts',
        // canAccess of a page of records in one call (issue 41), beside access.ts's cache
        'src/auth/accessEach.ts',
        'src/auth/index.ts',
      ].includes(file);
    const importers = sources.filter(
      (file) => !allowed(file) && valueImports(file).some(([specifier]) => CALLS_MODULE.test(specifier)),
    );
    expect(importers).toEqual([]);
  });

  it('asks the network only through the http client (config.json and version.json aside, and error reports)', () => {
    const fetching = sources.filter((file) => /(?<![\w.$])fetch\(/.test(text(file)));
    // The console's own files beside the bundle, and the reports to errorReportUrl (no platform call).
    expect(fetching.sort()).toEqual([
      'src/config/index.ts',
      'src/operations/sendReport.ts',
      'src/operations/version.ts',
      'src/platform/httpClient.ts',
    ]);
  });

  it('reads the imports it judges (a self-check of the parser)', () => {
    expect(valueImports('resources/users/calls.ts')).toContainEqual(['@/platform/request', '{ platformRequest }']);
    expect(valueImports('resources/users/index.ts').map(([specifier]) => specifier)).toContain('./calls');
  });
});
