/**
 * The console's layers (docs/architecture.md): a module imports only from its own layer or below, so
 * that each folder can be read, tested and changed without what stands above it. The resource engine
 * and the search bar are peers that never import each other: resources/define.ts plugs one into the
 * other. Each resource's folder (resources/<name>/) is a unit of the resources' layer; the registry
 * (resources/index.ts) stands above them all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** A resource's folder (resources/<name>/): every one is a unit of the resources' layer. */
const RESOURCE = 'resources/*';

/** Lowest first; a folder of src/ (or a top file), or a resource's folder, belongs to one layer. */
const LAYERS: string[][] = [
  ['browser', 'constants', 'config', 'filters', 'i18n', 'navigation', 'theme'],
  ['notifications', 'analytics', 'platform'],
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

const ranks = new Map(LAYERS.flatMap((names, i) => names.map((name) => [name, i] as const)));
const rankOf = (unit: string) => ranks.get(unit) ?? (unit.startsWith('resources/') ? ranks.get(RESOURCE) : undefined);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    // A test beside its module (resources/<name>/*.test.tsx) is no part of the console: it may import anything.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The unit of a path inside the project: a folder of src/ or a top file's name; a resource's folder
 * (`resources/users`) or a top file of resources/ (`resources/index`, `resources/define`).
 */
function unitOf(path: string): string | undefined {
  const [top, second, ...rest] = relative(root, path).split(/[\\/]/);
  if (top === 'resources') return second && `resources/${rest.length ? second : second.replace(/\.(ts|tsx)$/, '')}`;
  if (top !== 'src' || !second) return undefined;
  return rest.length ? second : second.replace(/\.(ts|tsx)$/, '');
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

describe('layers', () => {
  it('knows the layer of every folder', () => {
    const unknown = [...new Set(edges.flatMap(({ from, to }) => [from, to]))].filter((unit) => rankOf(unit) === undefined);
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
