import { defineConfig } from '@playwright/test';

/**
 * Browser tests of the built SPA against the standalone app (`npm start`), in the system Chromium.
 * The global setup starts the app on a free port with a throw-away data folder; set E2E_BASE_URL
 * to run against an app that is already up instead.
 */
export default defineConfig({
  testDir: 'tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    // Filled in by the global setup (see fixtures.ts for the per-test value).
    baseURL: process.env.E2E_BASE_URL,
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
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
