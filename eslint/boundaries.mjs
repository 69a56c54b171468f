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

const above = (unit) => all.filter((other) => other.layers === unit.layers && other.rank > unit.rank);
const apartFrom = (unit) =>
  APART.flatMap(([a, b]) => (unit.name === a ? [b] : unit.name === b ? [a] : [])).map((name) =>
    all.find((other) => other.name === name),
  );

/** The contract imports neither side; the development API imports nothing of the console's but the contract. */
const contract = { element: { type: CONTRACT } };
const consoleUnits = all.filter((unit) => unit.layers === CONSOLE_LAYERS);
const serverUnits = all.filter((unit) => unit.layers === SERVER_LAYERS);
const contractPolicies = [
  ...all.map((banned) => ({
    from: contract,
    disallow: { to: select(banned) },
    message: `contract/ is what the console and the platform share: it imports neither side, never ${banned.name} (layers.mjs)`,
  })),
  ...serverUnits.flatMap((unit) =>
    consoleUnits.map((banned) => ({
      from: select(unit),
      disallow: { to: select(banned) },
      message: `${unit.name} is the development API: it imports the console's nothing but contract/, never ${banned.name} (layers.mjs)`,
    })),
  ),
];

const layerOf = (unit) =>
  `layer ${unit.rank} of ${unit.layers === CONSOLE_LAYERS ? 'the console' : 'the development API'}`;

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
        policies: [
          ...all.flatMap((unit) =>
            [...above(unit), ...apartFrom(unit)].map((banned) => ({
              from: select(unit),
              disallow: { to: select(banned) },
              message: `${unit.name} is in ${layerOf(unit)}: it imports only its own layer or below (layers.mjs), never ${banned.name} (${layerOf(banned)})`,
            })),
          ),
          ...contractPolicies,
        ],
      },
    ],
  },
};
