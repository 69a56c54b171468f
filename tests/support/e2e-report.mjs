/**
 * What `npm test` takes from Playwright's JSON report: the counts, with the tests that passed only on a
 * retry (flaky; CI retries once) counted apart from the passed ones and named by file and title.
 */

/**
 * @param {any} report Playwright's JSON report (reporter `json`).
 * @returns {{ passed: number, failed: number, skipped: number, flaky: number, flakyTests: string[] }}
 */
export function e2eSummary(report) {
  const { expected, unexpected, skipped, flaky } = report.stats;
  return { passed: expected, failed: unexpected, skipped, flaky, flakyTests: flakyTests(report) };
}

/** "file: describe › test" of every flaky test (with its project when it has a name). */
function flakyTests(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const title = [...titles, spec.title].join(' › ');
        found.push(`${spec.file}: ${title}${test.projectName ? ` [${test.projectName}]` : ''}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top-level suites are the files: their titles are the file names, not describe blocks.
  for (const file of report.suites ?? []) walk(file, []);
  return found;
}
