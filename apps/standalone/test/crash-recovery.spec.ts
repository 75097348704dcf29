import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { acknowledgedFollowUps, freePort, TEST_BUILD_ID, waitFor, type FollowUpScenario } from '@esg/testing';
import { seededStandaloneDir } from './seeded-standalone';

/*
 * Issue 22, "Nothing acknowledged is lost": the standalone app is killed with SIGKILL as the last of
 * its acknowledged commands (20 comments, a review, a publish, an import, sent at once) answers, and is
 * restarted on the same data folder; every notification, change-log entry and webhook delivery they
 * cause arrives exactly once within 20 s. Before, the in-process bus held the events in memory only:
 * the relay had marked them published, so a crash lost what the consumers had not applied yet, and a
 * webhook delivery leased by the dead process waited a minute for its lease to run out.
 */
const root = join(__dirname, '..', '..', '..');

describe('standalone: a crash right after acknowledged commands loses none of their follow-ups', () => {
  let dataDir: string;
  let port: number;
  let app: ChildProcess | undefined;
  let output = '';
  let scenario: FollowUpScenario;

  const start = async (): Promise<void> => {
    const webDist = join(dataDir, 'web');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>ESG Platform</title>');
    app = spawn(process.execPath, [join(root, 'apps', 'standalone', 'dist', 'main.js')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        BUILD_ID: TEST_BUILD_ID,
        WEB_DIST: webDist,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    app.stdout?.on('data', keep);
    app.stderr?.on('data', keep);
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${port}/ready`).catch(() => null))?.status === 200,
      {
        timeoutMs: 90_000,
        message: () => `the app did not become ready:\n${output.slice(-3000)}`,
      },
    );
  };

  beforeAll(async () => {
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--server'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
    // A copy of the run's seeded template: the first start is not what this test is about.
    dataDir = await seededStandaloneDir('esg-crash-');
    port = await freePort();
    scenario = await acknowledgedFollowUps();
  }, 180_000);

  afterAll(async () => {
    if (app && app.exitCode === null && app.signalCode === null) {
      const exited = new Promise((resolve) => app!.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
    await scenario?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('applies every follow-up exactly once after kill -9 and a restart on the same data folder', async () => {
    await start();
    const gateway = `http://127.0.0.1:${port}`;
    await scenario.prepare(gateway);
    const exited = new Promise((resolve) => app!.once('exit', (_code, signal) => resolve(signal)));
    await scenario.actThenKill(gateway, () => app!.kill('SIGKILL'));
    expect(await exited).toBe('SIGKILL');

    await start();
    await scenario.expectEachFollowUpOnce(gateway, 20_000);
  }, 240_000);
});
