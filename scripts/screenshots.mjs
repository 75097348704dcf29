#!/usr/bin/env node
// `npm run screenshots`: retakes the README's screenshots (docs/screenshots/*.png) of the main screens on
// the demo data. Starts the standalone app on a free port with a throw-away data folder (seeded on first
// start, as `npm start` does), signs in as the demo users through the API, opens each screen in the
// system Chromium (/usr/bin/chromium, or CHROMIUM) and saves what the window shows (no full-page
// captures: each picture is one screen, small enough for the README). SCREENSHOTS_BASE_URL uses an app
// that is already running instead. Only the listed screens are taken: `npm run screenshots -- home`.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, buildWeb, serverIsStale, webIsStale } from './build.mjs';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'screenshots');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The screens of the README, each as one demo user sees it. */
const SCREENS = [
  { name: 'home', who: 'gp', path: '/home', viewport: DESKTOP },
  { name: 'pai-statement', who: 'gp', path: '/viewPaiCalculation', viewport: DESKTOP },
  { name: 'pcaf-scorecard', who: 'gp', path: '/scorecards/pcaf', viewport: DESKTOP },
  { name: 'materiality', who: 'gp', path: '/materiality', viewport: DESKTOP },
  { name: 'action-plan', who: 'gp', path: '/action-plans/detail/1', viewport: DESKTOP },
  { name: 'home-phone', who: 'gp', path: '/home', viewport: PHONE },
];

const only = process.argv.slice(2);
const screens = only.length ? SCREENS.filter((s) => only.includes(s.name)) : SCREENS;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(base, app) {
  for (let i = 0; i < 600; i++) {
    if (app && app.exitCode !== null) throw new Error(`the app stopped (exit code ${app.exitCode})`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app did not answer on ${base}/health`);
}

async function startApp() {
  if (serverIsStale()) buildServer();
  if (webIsStale()) buildWeb();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'esg-screenshots-'));
  const app = spawn(process.execPath, [join(root, 'apps', 'standalone', 'dist', 'main.js')], {
    env: { ...process.env, RUN_MODE: 'standalone', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, app);
  return {
    base,
    stop: async () => {
      app.kill('SIGTERM');
      await new Promise((r) => (app.exitCode !== null ? r() : app.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const { chromium } = await import('@playwright/test');
const app = process.env.SCREENSHOTS_BASE_URL
  ? { base: process.env.SCREENSHOTS_BASE_URL, stop: async () => {} }
  : await startApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
});
try {
  mkdirSync(out, { recursive: true });
  for (const screen of screens) {
    const context = await browser.newContext({
      baseURL: app.base,
      viewport: screen.viewport,
      reducedMotion: 'reduce',
      locale: 'en-GB',
      timezoneId: 'UTC',
    });
    const login = await context.request.post('/api/auth/login', {
      data: { email: `${screen.who}@demo.test`, password: 'demo-password' },
    });
    if (!login.ok()) throw new Error(`signing in as ${screen.who}@demo.test failed (${login.status()})`);
    const page = await context.newPage();
    // A shared or busy machine may take a while to show a screen the first time.
    page.setDefaultTimeout(120_000);
    await page.goto(screen.path);
    // Shown once the router has resolved the path and nothing is loading any more.
    const wanted = new URL(screen.path, app.base).pathname;
    await page
      .waitForFunction((p) => document.documentElement.dataset.resolvedPath === p, wanted)
      .catch((error) => {
        throw new Error(`${screen.path} as ${screen.who} did not open (${page.url()}): ${error.message}`);
      });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    await page.waitForTimeout(500);
    const file = join(out, `${screen.name}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.log(
      `${screen.name}.png  ${Math.round(statSync(file).size / 1024)} KB  (${screen.who}, ${screen.path})`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
