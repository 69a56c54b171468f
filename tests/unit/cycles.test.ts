/**
 * No module of the console (src/, resources/) or of the development API (fixtures/server/) imports itself
 * back through others, type-only imports included: a cycle makes the order modules run in matter and ties
 * folders that should be read alone. The layers themselves are layers.mjs's, enforced by the lint
 * (eslint/boundaries.mjs); its rule for cycles (import-x/no-cycle) skips type-only imports and is the
 * costliest there is, so they are found here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const SERVER = 'fixtures/server';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    // A test beside its module (resources/<name>/*.test.tsx) is no part of the console: it may import anything.
    // A declaration file (fixtures/server/*.d.ts) only types a library.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test\.tsx?|d\.ts)$/.test(entry.name) ? [path] : [];
  });
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

/** The file an import names (`./x` is `./x.ts`, `./x.tsx` or `./x/index.ts`), when it is one of ours. */
function fileOf(target: string): string | undefined {
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((end) => target + end)
    .find((path) => existsSync(path) && statSync(path).isFile());
  return found && relative(root, found);
}

/** Every file of the console and the development API with the files it imports (static, type-only, dynamic). */
const graph = new Map(
  [...files(join(root, 'src')), ...files(join(root, 'resources')), ...files(join(root, SERVER))].map((file) => [
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

describe('cycles (src/, resources/, fixtures/server/)', () => {
  it('has none: no module imports itself back through others', () => {
    expect(cyclesOf(graph), JSON.stringify(cyclesOf(graph))).toEqual([]);
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
