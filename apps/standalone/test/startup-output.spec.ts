import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_BUILD_ID } from '@esg/testing';
import { seededStandaloneDir } from './seeded-standalone';

/*
 * Issue 14, "Also": started in a terminal, the app prints one readable line with its URL and a demo
 * account; JSON logs stay the default elsewhere (stdout not a TTY, cluster, production). The one-line
 * case starts on an empty folder, as a person's first `npm start` does (migrations, workbooks and seeds
 * must print nothing more); the others start on a copy of the run's seeded template, as a restart does.
 */
const root = join(__dirname, '..', '..', '..');

async function runUntil(
  env: NodeJS.ProcessEnv,
  done: (output: string) => boolean,
  start: 'first start' | 'restart' = 'restart',
): Promise<string> {
  const dataDir =
    start === 'first start'
      ? mkdtempSync(join(tmpdir(), 'esg-startup-'))
      : await seededStandaloneDir('esg-startup-');
  // `npm start` builds the SPA before it starts the server; the jest run may come before any SPA build,
  // so the test serves a stand-in page (the missing-SPA warning is tested on its own below).
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>ESG Platform</title>');
  const child = spawn(process.execPath, [join(root, 'apps', 'standalone', 'dist', 'main.js')], {
    env: {
      ...process.env,
      LOG_LEVEL: undefined,
      BUILD_ID: TEST_BUILD_ID,
      WEB_DIST: webDist,
      ...env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<string>((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.kill('SIGTERM');
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true });
        if (error) reject(error);
        else resolve(output);
      });
    };
    const timer = setTimeout(() => finish(new Error(`no start-up within 60 s:\n${output}`)), 60_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (done(output)) finish();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
  });
}

describe('start-up output', () => {
  beforeAll(() => {
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--server'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
  }, 180_000);

  it('prints one readable line with the URL and a demo account for a person at a terminal', async () => {
    const output = await runUntil(
      { LOG_FORMAT: 'pretty' },
      (o) => o.includes('ESG Platform is running'),
      'first start',
    );
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^ESG Platform is running at http:\/\/localhost:\d+ - sign in as gp@demo\.test \/ demo-password \(other demo accounts: README\.md\)$/,
    );
  }, 90_000);

  it('tells a person at a terminal when the web app has not been built', async () => {
    // The warning goes through pino-pretty's worker thread, so it may reach the terminal after the
    // ready line: wait for both (a missing warning still fails, with the output, after 60 s).
    const output = await runUntil(
      { LOG_FORMAT: 'pretty', WEB_DIST: join(tmpdir(), 'esg-no-such-dist') },
      (o) => o.includes('ESG Platform is running') && o.includes('the SPA is not built'),
    );
    expect(output).toContain('the SPA is not built; run `npm run build:web`');
  }, 90_000);

  it('keeps JSON logs when stdout is not a terminal', async () => {
    const output = await runUntil({}, (o) => /"msg":"listening"/.test(o));
    const lines = output.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(output).not.toContain('ESG Platform is running');
  }, 90_000);
});
