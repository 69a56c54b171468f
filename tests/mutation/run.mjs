#!/usr/bin/env node
// `npm run test:mutation [-- <module> ...] [-- --force]`: StrykerJS on the modules that guard access and
// data (tests/mutation/modules.mjs), one module at a time, each incremental (reports/mutation/<module>/),
// then the score of every module run and the mutants that survived. Exits 1 when a module is under the
// target. `--force` re-tests every mutant; MUTATION_CONCURRENCY sets Stryker's test runners (default 1).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { MODULES, TARGET } from './modules.mjs';

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const names = args.filter((a) => !a.startsWith('--'));
const unknown = names.filter((n) => !MODULES.some((m) => m.name === n));
if (unknown.length) {
  console.error(`Unknown module(s): ${unknown.join(', ')}. Modules: ${MODULES.map((m) => m.name).join(', ')}`);
  process.exit(2);
}
const selected = names.length ? names.map((n) => MODULES.find((m) => m.name === n)) : MODULES;
// A test file moved away leaves a module measured without it, silently: refuse to run on a stale list.
const missing = selected.flatMap((m) =>
  m.tests.filter((file) => !existsSync(file)).map((file) => `${m.name}: ${file}`),
);
if (missing.length) {
  console.error(`Test files named in tests/mutation/modules.mjs that do not exist:\n  ${missing.join('\n  ')}`);
  process.exit(2);
}

/** Stryker's statuses, as its score counts them: ignored mutants and errors count nowhere. */
function scoreOf(report) {
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, errors: 0 };
  const survivors = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const m of mutants) {
      if (m.status in count) count[m.status]++;
      else count.errors++;
      if (m.status === 'Survived' || m.status === 'NoCoverage') {
        survivors.push(
          `${file}:${m.location.start.line}:${m.location.start.column} ${m.status} ${m.mutatorName}: ${m.replacement ?? ''}`.trim(),
        );
      }
    }
  }
  const detected = count.Killed + count.Timeout;
  const valid = detected + count.Survived + count.NoCoverage;
  return {
    ...count,
    total: valid + count.Ignored + count.errors,
    score: valid ? (100 * detected) / valid : 100,
    survivors,
  };
}

const results = [];
for (const module of selected) {
  console.log(`\n=== ${module.name}: ${module.title}`);
  const started = Date.now();
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...flags], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_MODULE: module.name },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const file = `reports/mutation/${module.name}/report.json`;
  if (run.status !== 0 || !existsSync(file)) {
    results.push({ module, seconds, failed: true });
    continue;
  }
  results.push({ module, seconds, ...scoreOf(JSON.parse(readFileSync(file, 'utf8'))) });
}

const pad = (v, n) => String(v).padStart(n);
const time = (s) => `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
console.log(`\nMutation score per module (target ${TARGET} %)`);
console.log(
  `${'module'.padEnd(16)}${pad('mutants', 8)}${pad('killed', 8)}${pad('timeout', 8)}${pad('survived', 9)}${pad('no cov', 8)}${pad('ignored', 8)}${pad('score', 8)}${pad('time', 9)}`,
);
for (const r of results) {
  if (r.failed) {
    console.log(`${r.module.name.padEnd(16)} Stryker failed (see above)${pad(time(r.seconds), 9)}`);
    continue;
  }
  const mark = r.score >= TARGET ? '' : '  < target';
  console.log(
    `${r.module.name.padEnd(16)}${pad(r.total, 8)}${pad(r.Killed, 8)}${pad(r.Timeout, 8)}${pad(r.Survived, 9)}${pad(r.NoCoverage, 8)}${pad(r.Ignored, 8)}${pad(`${r.score.toFixed(1)}%`, 8)}${pad(time(r.seconds), 9)}${mark}`,
  );
}
const survivors = results.filter((r) => r.survivors?.length);
if (survivors.length) {
  console.log('\nSurviving mutants (kill them with a test, or name them in tests/mutation/EQUIVALENT.md):');
  for (const r of survivors) for (const s of r.survivors) console.log(`  ${s}`);
}
console.log('\nReports: reports/mutation/<module>/index.html');
process.exit(results.some((r) => r.failed || r.score < TARGET) ? 1 : 0);
