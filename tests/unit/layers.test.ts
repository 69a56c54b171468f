/**
 * The console's layers (docs/architecture.md): a module imports only from its own layer or below, so
 * that each folder can be read, tested and changed without what stands above it. The resource engine
 * and the search bar are peers that never import each other: resources/ plugs one into the other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Lowest first; a folder of src/ (or a top file) belongs to one layer. */
const LAYERS: string[][] = [
  ['browser', 'constants', 'config', 'filters', 'i18n', 'navigation', 'theme'],
  ['notifications', 'analytics', 'platform'],
  ['auth', 'realtime', 'uploads', 'forms', 'ui', 'bulk'],
  ['engine', 'search'],
  ['users', 'account', 'signin', 'launcher', 'join', 'processing', 'opa', 'groups', 'organizations', 'settings', 'events'],
  ['resources'],
  ['routes'],
  ['layout'],
  ['App', 'VisitorApp', 'main'],
];
/** Peers of one layer that must not import each other. */
const APART: [string, string][] = [
  ['engine', 'search'],
  ['search', 'engine'],
];

const rank = new Map(LAYERS.flatMap((names, i) => names.map((name) => [name, i] as const)));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The unit (a folder of src/, `resources`, or a top file's name) of a path inside the project. */
function unitOf(path: string): string | undefined {
  const [top, second, ...rest] = relative(root, path).split(/[\\/]/);
  if (top === 'resources') return 'resources';
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
    const unknown = [...new Set(edges.flatMap(({ from, to }) => [from, to]))].filter((unit) => !rank.has(unit));
    expect(unknown).toEqual([]);
  });

  it('imports only from the same layer or below', () => {
    const upward = edges
      .filter(({ from, to }) => from !== to && rank.get(to)! > rank.get(from)!)
      .map(({ file, to }) => `${file} -> ${to}`);
    expect(upward).toEqual([]);
  });

  it('keeps the engine and the search bar apart (resources/ plugs the search bar into the engine)', () => {
    const crossing = edges
      .filter(({ from, to }) => APART.some(([a, b]) => from === a && to === b))
      .map(({ file, to }) => `${file} -> ${to}`);
    expect(crossing).toEqual([]);
  });

  it('reads the imports it judges (a self-check of the parser)', () => {
    expect(edges).toContainEqual({ file: 'src/routes/routeTable.tsx', from: 'routes', to: 'resources' });
    expect(edges).toContainEqual(expect.objectContaining({ from: 'engine', to: 'filters' }));
  });
});
