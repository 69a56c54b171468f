/**
 * The layers, stated once: ESLint's boundaries rule (eslint.config.mjs) enforces them, docs/architecture.md
 * describes what lives in each folder and points here. A module imports only from its own layer or below,
 * so that each folder can be read, tested and changed without what stands above it; a folder named in no
 * layer fails the lint (`boundaries/no-unknown-files`), so a new one is placed here first.
 *
 * A unit is a folder or a top file (without its extension). `resources/*` is each resource's folder, every
 * one a unit of the resources' layer: a resource may use its own files and what stands below, and (as the
 * role panel's Rules tab does with resources/rules/) another resource's.
 */

/**
 * What the console and the platform share (issue 60): the request and answer schemas, the record types, the
 * write routes, the filter grammar, the error codes, the CSV columns, the capabilities. Below both sides, it
 * imports neither; the development API imports it and nothing else of the console's (it is what a platform
 * team implements against).
 */
export const CONTRACT = 'contract';

/** The console (src/, resources/), lowest first. */
export const CONSOLE_LAYERS = [
  [
    'src/browser',
    'src/constants',
    'src/config',
    'src/filters',
    'src/hooks',
    'src/i18n',
    'src/listeners',
    'src/navigation',
    'src/theme',
  ],
  ['src/notifications', 'src/analytics', 'src/platform', 'src/operations'],
  ['src/auth', 'src/realtime', 'src/uploads', 'src/forms', 'src/ui', 'src/bulk'],
  ['src/engine', 'src/search'],
  ['resources/define', 'resources/*'],
  [
    'resources/index',
    'resources/catalogue.fr',
    'resources/catalogue.de',
    'src/account',
    'src/signin',
    'src/launcher',
    'src/join',
    'src/notMe',
    'src/processing',
    'src/opa',
  ],
  ['src/routes'],
  ['src/layout'],
  ['src/App', 'src/VisitorApp', 'src/main'],
];

/** Peers of one layer that never import each other: resources/define.ts plugs the search bar into the engine. */
export const APART = [['src/engine', 'src/search']];

/**
 * The development API (fixtures/server/), lowest first. Its context (`Ctx`) is a module of types over the
 * state, so that what is built on it (the rules of domain/, the gate, the realtime channels, the routes)
 * stands above it and it needs none of them.
 */
export const SERVER_LAYERS = [
  [
    'types',
    'errors',
    'envelope',
    'secrets',
    'rulePattern',
    'userAgent',
    'body',
    'validate',
    'current',
    'requestLog',
    'jsonRows',
    'groupCommit',
    'outbound',
  ],
  ['store', 'fixtures', 'list', 'outbox', 'policy', 'faults', 'history', 'auth', 'export', 'webhooks'],
  ['context'],
  ['domain', 'views', 'commands'],
  ['gate', 'realtime'],
  ['crud', 'dev', 'openapi'],
  ['routes'],
  ['app', 'index'],
].map((units) => units.map((unit) => `fixtures/server/${unit}`));
