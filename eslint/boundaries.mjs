/**
 * The layers of layers.mjs as eslint-plugin-boundaries' elements and policies. Each unit is a folder (an
 * element) or a top file (a file of its own category); a unit may import its own layer and those below,
 * never a layer above nor a peer it is kept apart from; a file of src/, resources/ or fixtures/server/ in no
 * unit fails.
 */
import { APART, CONSOLE_LAYERS, CONTRACT, SERVER_LAYERS } from '../layers.mjs';
import { existsSync, statSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;

/** A unit is a top file when a .ts or .tsx file of its name exists (`src/constants`, `resources/index`). */
const isFile = (name) =>
  ['.ts', '.tsx'].some((end) => existsSync(`${root}${name}${end}`) && statSync(`${root}${name}${end}`).isFile());

function units(layers) {
  return layers.flatMap((names, rank) => names.map((name) => ({ name, rank, layers, file: isFile(name) })));
}
const all = [...units(CONSOLE_LAYERS), ...units(SERVER_LAYERS)];

/** How a policy selects a unit: a folder's element type, or a top file's category. */
const select = (unit) => (unit.file ? { file: { categories: unit.name } } : { element: { type: unit.name } });

/**
 * One policy per pair of layers, each naming all the units of both: the plug-in tries every policy on every
 * import, so a policy per pair of units (about two thousand) cost most of the lint's time. The message
 * names the two units through the plug-in's template.
 */
const importer = '{{#if from.type}}{{from.type}}{{else}}{{from.file.categories}}{{/if}}';
const imported = '{{#if to.type}}{{to.type}}{{else}}{{to.file.categories}}{{/if}}';
const named = (units) => units.map(select);

const sideOf = (layers) => (layers === CONSOLE_LAYERS ? 'the console' : 'the development API');
const layerPolicies = (layers) =>
  layers.flatMap((_, rank) =>
    layers.slice(rank + 1).map((__, offset) => ({
      from: named(all.filter((unit) => unit.layers === layers && unit.rank === rank)),
      disallow: { to: named(all.filter((unit) => unit.layers === layers && unit.rank === rank + 1 + offset)) },
      message: `${importer} is in layer ${rank} of ${sideOf(layers)}: it imports only its own layer or below (layers.mjs), never ${imported} (layer ${rank + 1 + offset} of ${sideOf(layers)})`,
    })),
  );
const unitNamed = (name) => all.find((unit) => unit.name === name);
const apartPolicies = APART.flatMap((pair) =>
  [pair, [...pair].reverse()].map(([from, to]) => ({
    from: select(unitNamed(from)),
    disallow: { to: select(unitNamed(to)) },
    message: `${from} is kept apart from ${to} (layers.mjs)`,
  })),
);

const policies = [
  ...layerPolicies(CONSOLE_LAYERS),
  ...layerPolicies(SERVER_LAYERS),
  ...apartPolicies,
  // The contract imports neither side; the development API imports nothing of the console's but the contract.
  {
    from: { element: { type: CONTRACT } },
    disallow: { to: named(all) },
    message: `contract/ is what the console and the platform share: it imports neither side, never ${imported} (layers.mjs)`,
  },
  {
    from: named(all.filter((unit) => unit.layers === SERVER_LAYERS)),
    disallow: { to: named(all.filter((unit) => unit.layers === CONSOLE_LAYERS)) },
    message: `${importer} is the development API: it imports the console's nothing but contract/, never ${imported} (layers.mjs)`,
  },
];

export const boundariesConfig = {
  files: ['contract/**/*.ts', 'src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'fixtures/server/**/*.ts'],
  // A test beside its module may import anything; a declaration file only types a library.
  ignores: ['**/*.test.{ts,tsx}', '**/*.d.ts'],
  settings: {
    'boundaries/elements': [
      { type: CONTRACT, pattern: CONTRACT, partialMatch: false },
      ...all
        .filter((unit) => !unit.file)
        .map((unit) => ({ type: unit.name, pattern: unit.name.replace(/\/\*$/, '/*'), partialMatch: false })),
    ],
    'boundaries/files': all
      .filter((unit) => unit.file)
      .map((unit) => ({ category: unit.name, pattern: `${unit.name}.{ts,tsx}` })),
    'boundaries/include': ['contract/**', 'src/**', 'resources/**', 'fixtures/server/**'],
    'boundaries/ignore': ['**/*.test.ts', '**/*.test.tsx', '**/*.d.ts'],
    'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    'import/resolver': { typescript: { project: 'tsconfig.json' } },
  },
  rules: {
    'boundaries/no-unknown-files': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies,
      },
    ],
  },
};
