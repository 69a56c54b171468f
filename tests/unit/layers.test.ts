/**
 * The console's layers (docs/architecture.md): a module imports only from its own layer or below, so
 * that each folder can be read, tested and changed without what stands above it. The resource engine
 * and the search bar are peers that never import each other: resources/define.ts plugs one into the
 * other. Each resource's folder (resources/<name>/) is a unit of the resources' layer; the registry
 * (resources/index.ts) stands above them all. The development API (fixtures/server/) has layers of its
 * own (fixtures/server/README.md), and no module of either imports itself back through others (no cycle).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** A resource's folder (resources/<name>/): every one is a unit of the resources' layer. */
const RESOURCE = 'resources/*';

/** Lowest first; a folder of src/ (or a top file), or a resource's folder, belongs to one layer. */
const LAYERS: string[][] = [
  ['browser', 'constants', 'config', 'filters', 'i18n', 'listeners', 'navigation', 'theme'],
  ['notifications', 'analytics', 'platform', 'operations'],
  ['auth', 'realtime', 'uploads', 'forms', 'ui', 'bulk'],
  ['engine', 'search'],
  ['resources/define', RESOURCE],
  ['resources/index', 'account', 'signin', 'launcher', 'join', 'processing', 'opa'],
  ['routes'],
  ['layout'],
  ['App', 'VisitorApp', 'main'],
];
/** Peers of one layer that must not import each other. */
const APART: [string, string][] = [
  ['engine', 'search'],
  ['search', 'engine'],
];

/**
 * The development API's layers, lowest first: a top file of fixtures/server/ (its name) or a folder. Its
 * context (`Ctx`) is a module of types over the state, so that what is built on it (the rules of domain/,
 * the gate, the realtime channels, the routes) stands above it and it needs none of them.
 */
const SERVER_LAYERS: string[][] = [
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
  ],
  ['store', 'fixtures', 'list', 'outbox', 'policy', 'faults', 'history', 'auth', 'export', 'webhooks'],
  ['context'],
  ['domain', 'commands', 'views'],
  ['gate', 'realtime'],
  ['crud', 'dev'],
  ['routes'],
  ['app', 'index'],
];
const SERVER = 'fixtures/server';

const ranks = new Map(LAYERS.flatMap((names, i) => names.map((name) => [name, i] as const)));
const rankOf = (unit: string) => ranks.get(unit) ?? (unit.startsWith('resources/') ? ranks.get(RESOURCE) : undefined);

const serverRanks = new Map<string, number>(
  SERVER_LAYERS.flatMap((names, i) => names.map((name) => [`${SERVER}/${name}`, i] as const)),
);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    // A test beside its module (resources/<name>/*.test.tsx) is no part of the console: it may import anything.
    // A declaration file (fixtures/server/*.d.ts) only types a library.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test\.tsx?|d\.ts)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The unit of a path inside the project: a folder of src/ or a top file's name; a resource's folder
 * (`resources/users`) or a top file of resources/ (`resources/index`, `resources/define`).
 */
function unitOf(path: string): string | undefined {
  const [top, second, ...rest] = relative(root, path).split(/[\\/]/);
  if (top === 'fixtures' && second === 'server') return serverUnitOf(rest);
  if (top === 'resources') return second && `resources/${rest.length ? second : second.replace(/\.(ts|tsx)$/, '')}`;
  if (top !== 'src' || !second) return undefined;
  return rest.length ? second : second.replace(/\.(ts|tsx)$/, '');
}

/** The unit of a path below fixtures/server/: `fixtures/server/<top file's name>` or `fixtures/server/<folder>`. */
function serverUnitOf([first, ...rest]: string[]): string | undefined {
  if (!first) return undefined;
  return `${SERVER}/${rest.length ? first : first.replace(/\.(ts|tsx)$/, '')}`;
}

/** Every module a file imports (static, type-only and dynamic), resolved to a path when it is ours. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [join(root, 'src', specifier.slice(2))];
    if (specifier.startsWith('@resources')) return [join(root, 'resources', specifier.slice('@resources'.length))];
    if (specifier.startsWith('.')) return [resolve(dirname(file), specifier)];
    return [];
  });
}

const edges = [...files(join(root, 'src')), ...files(join(root, 'resources'))].flatMap((file) =>
  importsOf(file).map((target) => ({ file: relative(root, file), from: unitOf(file)!, to: unitOf(target)! })),
);

const serverFiles = files(join(root, SERVER));
/** The development API's imports of its own modules (what it imports of the console is the console's to judge). */
const serverEdges = serverFiles.flatMap((file) =>
  importsOf(file)
    .filter((target) => !relative(join(root, SERVER), target).startsWith('..'))
    .map((target) => ({ file: relative(root, file), from: unitOf(file)!, to: unitOf(target)! })),
);

/** The file an import names (`./x` is `./x.ts`, `./x.tsx` or `./x/index.ts`), when it is one of ours. */
function fileOf(target: string): string | undefined {
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((end) => target + end)
    .find((path) => existsSync(path) && statSync(path).isFile());
  return found && relative(root, found);
}

/** Every file of the console and the development API with the files it imports (static, type-only, dynamic). */
const graph = new Map(
  [...files(join(root, 'src')), ...files(join(root, 'resources')), ...serverFiles].map((file) => [
    relative(root, file),
    importsOf(file)
      .map(fileOf)
      .filter((path): path is string => !!path),
  ]),
);

/** The cycles of a graph: each strongly connected group of two nodes or more (Tarjan), or a node naming itself. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)!.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('layers', () => {
  it('knows the layer of every folder', () => {
    const unknown = [...new Set(edges.flatMap(({ from, to }) => [from, to]))].filter(
      (unit) => rankOf(unit) === undefined,
    );
    expect(unknown).toEqual([]);
  });

  it('imports only from the same layer or below', () => {
    const upward = edges
      .filter(({ from, to }) => from !== to && rankOf(to)! > rankOf(from)!)
      .map(({ file, to }) => `${file} -> ${to}`);
    expect(upward).toEqual([]);
  });

  it('keeps the engine and the search bar apart (resources/define.ts plugs the search bar into the engine)', () => {
    const crossing = edges
      .filter(({ from, to }) => APART.some(([a, b]) => from === a && to === b))
      .map(({ file, to }) => `${file} -> ${to}`);
    expect(crossing).toEqual([]);
  });

  it('reads the imports it judges (a self-check of the parser)', () => {
    expect(edges).toContainEqual({ file: 'src/routes/routeTable.tsx', from: 'routes', to: 'resources/index' });
    expect(edges).toContainEqual(expect.objectContaining({ from: 'resources/users', to: 'resources/define' }));
    expect(edges).toContainEqual(expect.objectContaining({ from: 'engine', to: 'filters' }));
  });
});

describe('layers of the development API (fixtures/server)', () => {
  it('knows the layer of every top file and folder', () => {
    const unknown = [...new Set(serverEdges.flatMap(({ from, to }) => [from, to]))].filter(
      (unit) => !serverRanks.has(unit),
    );
    expect(unknown).toEqual([]);
  });

  it('imports only from the same layer or below', () => {
    const upward = serverEdges
      .filter(({ from, to }) => from !== to && serverRanks.get(to)! > serverRanks.get(from)!)
      .map(({ file, to }) => `${file} -> ${to}`);
    expect(upward).toEqual([]);
  });

  it('reads the imports it judges (a self-check of the parser)', () => {
    expect(serverEdges).toContainEqual({
      file: 'fixtures/server/gate/grants.ts',
      from: 'fixtures/server/gate',
      to: 'fixtures/server/context',
    });
    expect(serverEdges).toContainEqual(
      expect.objectContaining({ from: 'fixtures/server/routes', to: 'fixtures/server/gate' }),
    );
    expect(serverEdges).toContainEqual(
      expect.objectContaining({ from: 'fixtures/server/app', to: 'fixtures/server/routes' }),
    );
  });
});

describe('cycles (src/, resources/, fixtures/server/)', () => {
  it('has none: no module imports itself back through others', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('finds them (a self-check of the search and of the files it reads)', () => {
    const planted = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a', 'outside']],
    ]);
    expect(cyclesOf(planted)).toEqual([['a', 'b', 'c'], ['d']]);
    // Type-only imports count: the context's types of the state, the gate's grants of the context.
    expect(graph.get('fixtures/server/context.ts')).toContain('fixtures/server/store.ts');
    expect(graph.get('fixtures/server/gate/grants.ts')).toContain('fixtures/server/context.ts');
    expect(graph.get('src/routes/routeTable.tsx')).toContain('resources/index.ts');
  });
});
