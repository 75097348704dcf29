import { defineConfig } from '@playwright/test';

/**
 * Browser tests of the built SPA against the standalone app, in the system Chromium (e2e/README.md).
 * The global setup builds the app and one seeded data folder; each worker starts its own app on a copy
 * of it (fixtures.ts), so files run in parallel and a test sees only what its worker's tests did. Set
 * E2E_BASE_URL (and E2E_DATA_DIR for the mailbox) to run against an app that is already up instead,
 * with E2E_WORKERS=1. Screenshots for a person to look at are written with E2E_SCREENSHOTS=1.
 */

/**
 * How many workers (each with its own Chromium and app) run the files: two by default, one with
 * E2E_WORKERS=1 (docs/adr/0121-browser-tests-in-parallel-workers.md).
 */
function workerCount(): number {
  const value = process.env.E2E_WORKERS ?? '2';
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`E2E_WORKERS must be a whole number of workers, 1 or more (it is "${value}")`);
  return workers;
}

export default defineConfig({
  testDir: 'tests',
  outputDir: '../test-results/e2e',
  // A file's tests run in order in one worker; files are shared out between the workers, each of which
  // holds a Chromium and an app (docs/benchmarks.md, "Browser tests in two workers").
  fullyParallel: false,
  workers: workerCount(),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Two workers on two cores: a test has about one core of its own (its Chromium, its app), half what a
  // serial run gave it, and a shared machine may give it far less. These are deadlines for a state to
  // be reached, not measures: a passing test never waits for them.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
    // No animations: the theme respects a reduced-motion preference (Mantine's transitions last 0 ms,
    // the loading shimmer and progress bar stand still), so Chromium does not paint frames nobody
    // looks at, and a check need not wait for a fade to end (docs/testing.md, "Browser tests").
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
