import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { REPO_ROOT, RESULTS_DIR, STATE_FILE, type ServerState } from './server-state';
import { seriousAxeViolations } from './support/axe';

/** Demo users seeded by the standalone app on first start. */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_GP = { email: 'gp@demo.test', password: DEMO_PASSWORD } as const;
export type DemoUserName =
  'admin' | 'gp' | 'lp' | 'pc' | 'contributor' | 'coinvestor' | 'consultant' | 'trial' | 'investor';
export const demoUser = (name: DemoUserName) => ({
  email: `${name}@demo.test`,
  password: DEMO_PASSWORD,
});

export interface SignedInUser {
  name: string;
  email: string;
}

/**
 * Signs in through the login form and answers the user the server returned. Only for tests of signing
 * in itself: every other test starts signed in with `signIn` (a session made through the API).
 */
export async function logIn(page: Page, credentials: { email: string; password: string } = DEMO_GP) {
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
  expect(response.status(), 'POST /api/auth/login').toBe(200);
  const body = (await response.json()) as { data: { user: SignedInUser } };
  return body.data.user;
}

/**
 * Gives the page's browser context a session of `who` (a demo user or any account) through the API,
 * as the login form would (the `__session` cookie), then opens `landing`: by default the start page
 * the login form lands on, `false` for none.
 * A session of its own per test: one test logging out or changing a password ends nobody else's.
 */
export async function signIn(
  page: Page,
  who: DemoUserName | { email: string; password: string },
  landing: string | false = '/user-guide',
): Promise<SignedInUser> {
  const { email, password } = typeof who === 'string' ? demoUser(who) : who;
  // The context's request client shares the pages' cookie jar: the session cookie is set for them.
  const response = await page.context().request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `POST /api/auth/login as ${email}`).toBe(200);
  const body = (await response.json()) as { data: { user: SignedInUser } };
  if (landing !== false) await page.goto(landing);
  return body.data.user;
}

/** A page of its own browser context (a second person at another computer), signed in as `who`. */
export async function signedInPage(
  browser: Browser,
  who: DemoUserName | { email: string; password: string },
  options: BrowserContextOptions & { landing?: string | false } = {},
): Promise<Page> {
  const { landing, ...contextOptions } = options;
  const context = await browser.newContext({ baseURL: appURL(), ...contextOptions });
  const page = await context.newPage();
  await signIn(page, who, landing);
  return page;
}

/** The app this worker's tests run against. */
export interface App {
  baseURL: string;
  /** Its data folder (the mailbox lives there); unknown when E2E_BASE_URL names an app. */
  dataDir?: string;
}

let current: App | undefined;

/** The app of this worker (each Playwright worker is its own process with its own app). */
export function currentApp(): App {
  if (!current) throw new Error('No app yet: the worker fixture `app` starts it');
  return current;
}

const appURL = () => currentApp().baseURL;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function isReady(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200;
  } catch {
    return false;
  }
}

const READY_DEADLINE_MS = 90_000;

/**
 * The worker's own standalone app (the built `apps/standalone/dist/main.js`, as `npm start` runs it) on
 * a free port and a copy of the run's seeded template (global-setup.ts), so it is ready in seconds and
 * nothing another worker does reaches it. Stopped, and its folder removed, when the worker ends.
 */
async function startApp(workerIndex: number): Promise<{ app: App; stop: () => Promise<void> }> {
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ServerState;
  if (!state.templateDir) throw new Error('The global setup built no template');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `esg-e2e-w${workerIndex}-`));
  cpSync(state.templateDir, dataDir, { recursive: true });
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const logFile = path.join(REPO_ROOT, 'test-results', `e2e-server-${workerIndex}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'apps', 'standalone', 'dist', 'main.js')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        RUN_MODE: 'standalone',
        ...(state.buildId ? { BUILD_ID: state.buildId } : {}),
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: process.env.NODE_ENV ?? 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_DEADLINE_MS;
  while (!(await isReady(`${baseURL}/ready`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The app of worker ${workerIndex} did not become ready (log: ${logFile}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { app: { baseURL, dataDir }, stop };
}

export const test = base.extend<object, { app: App }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern
    async ({}, use, workerInfo) => {
      if (process.env.E2E_BASE_URL) {
        current = { baseURL: process.env.E2E_BASE_URL, dataDir: process.env.E2E_DATA_DIR };
        await use(current);
        return;
      }
      const { app, stop } = await startApp(workerInfo.workerIndex);
      current = app;
      try {
        await use(app);
      } finally {
        current = undefined;
        await stop();
      }
    },
    // Auto: helpers such as signedInPage reach the app without a test asking for it.
    { scope: 'worker', auto: true, timeout: READY_DEADLINE_MS + 30_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.baseURL);
  },
});

export { expect, RESULTS_DIR };

/**
 * No serious or critical axe violation (WCAG 2.1 A/AA) on the page once it has settled: axe is asked
 * again (up to four times, half a second apart) while it finds something, because a message fading in
 * or a dialog fading out is briefly low in contrast or half removed; what is still there is a finding.
 */
export async function expectAccessible(page: Page): Promise<void> {
  let found: string[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt > 0) await page.waitForTimeout(500);
    found = (await seriousAxeViolations(page)).map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    if (found.length === 0) return;
  }
  expect(found).toEqual([]);
}
