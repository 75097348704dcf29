/**
 * Fresh clone → `/health` (issue 31; target ≤ 120 s): the committed HEAD cloned into a throw-away folder,
 * `npm install` with an empty npm cache (as on a CI machine, whose cache is empty), then `npm start` until
 * `GET /health` answers (the first start builds the server and the SPA and seeds the demo data).
 * Baseline of the same run: the same install with `--ignore-scripts` into another fresh clone and empty
 * cache, the floor of fetching and unpacking the locked packages; install / baseline says what install
 * steps of our own and of the packages (native builds) add. Appends to docs/benchmarks.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@esg/testing';
import { appendReport, fmt, freePort, machine, root } from './notifications-support/standalone';

const TARGET_SECONDS = 120;

function clone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'esg-fresh-'));
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-local', root, join(dir, 'repo')], {
    stdio: 'inherit',
  });
  if (cloned.status !== 0) throw new Error('git clone failed');
  return dir;
}

/** `npm install` in a fresh clone with an empty cache; seconds. */
function install(dir: string, extra: string[] = []): number {
  const started = performance.now();
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', ...extra], {
    cwd: join(dir, 'repo'),
    env: { ...process.env, npm_config_cache: join(dir, 'npm-cache') },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm install failed:\n${result.stderr.slice(-4000)}`);
  return (performance.now() - started) / 1000;
}

async function main(): Promise<void> {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
  const loadBefore = machine();
  const baselineDir = clone();
  let baseline: number;
  try {
    baseline = install(baselineDir, ['--ignore-scripts']);
  } finally {
    rmSync(baselineDir, { recursive: true, force: true });
  }
  console.log(`baseline (install --ignore-scripts): ${baseline.toFixed(1)} s`);

  const dir = clone();
  try {
    const installSeconds = install(dir);
    console.log(`npm install: ${installSeconds.toFixed(1)} s`);
    const port = await freePort();
    const started = performance.now();
    let output = '';
    const app = spawn('npm', ['start'], {
      cwd: join(dir, 'repo'),
      env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    app.stdout.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-10_000)));
    app.stderr.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-10_000)));
    let startSeconds: number;
    let nodeVersion = '';
    try {
      await waitFor(
        async () => (await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok === true,
        {
          timeoutMs: 300_000,
          intervalMs: 200,
          message: () => `npm start did not answer /health:\n${output}`,
        },
      );
      startSeconds = (performance.now() - started) / 1000;
      nodeVersion = spawnSync(join(dir, 'repo', 'node_modules', '.bin', 'node'), ['--version'], {
        encoding: 'utf8',
      }).stdout.trim();
    } finally {
      // npm start and the app it runs form one process group
      if (app.pid) process.kill(-app.pid, 'SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    const total = installSeconds + startSeconds;
    appendReport([
      `## Fresh install: clone → npm install → npm start → /health — ${new Date().toISOString()}`,
      '',
      `\`bench/fresh-install.ts\` at ${head}: a clone in a throw-away folder, \`npm install\` with an empty npm cache`,
      `(\`npm_config_cache\` a new folder, as on a fresh CI machine), then \`npm start\` (builds the server and the SPA,`,
      `seeds the demo data) until \`GET /health\` answers; the app ran on node ${nodeVersion || 'unknown'} from the`,
      `installed packages. Baseline: the same install with \`--ignore-scripts\` in another fresh clone and empty cache`,
      `(fetching and unpacking the locked packages). Machine: ${loadBefore} at the start, ${machine()} at the end.`,
      '',
      '| Step | seconds |',
      '| --- | ---: |',
      `| npm install | ${fmt(installSeconds, 1)} |`,
      `| npm start → /health (first start) | ${fmt(startSeconds, 1)} |`,
      `| **fresh clone → /health** | **${fmt(total, 1)}** |`,
      `| baseline: npm install --ignore-scripts | ${fmt(baseline, 1)} |`,
      '',
      `Fresh clone → /health **${fmt(total, 1)} s** (target ≤ ${TARGET_SECONDS} s); install / baseline ${(installSeconds / baseline).toFixed(2)}.`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
