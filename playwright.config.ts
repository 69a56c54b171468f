import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (a downloaded browser cannot be had here) against the console
// and the development API, both started on free ports by the global setup and stopped afterwards.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // One worker by default: on the 2-core machine two workers ran no faster (a full run at 4 to 7 tests a
  // minute, load 9 to 12: each Chromium renders in software on the CPU). E2E_WORKERS=2 gives each worker its
  // own development API and console (global-setup.ts), whose state its tests reset, for a larger machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 860 },
    // A trace only of a test's retry (CI retries once): recording one for every test, to keep those that
    // failed, made the suite about 1.6 times as long on the 2-core machine (forms.spec.ts: 201 s against
    // 126 s; issue 61). A first failure keeps its screenshot and error context; `--trace on` records locally.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
