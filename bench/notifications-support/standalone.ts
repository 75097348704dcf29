/**
 * Helpers of the notifications benchmarks: the standalone app in a child process (so the load
 * generator does not share its event loop), a free port, and appending results to docs/benchmarks.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@esg/testing';

export const root = join(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function buildServer(): void {
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--server'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs a compiled entry point (e.g. apps/standalone/dist/main.js) and waits for `readyPath`. */
export async function startChild(
  entry: string,
  env: NodeJS.ProcessEnv,
  readyPath = '/ready',
  readyTimeoutMs = 60_000,
): Promise<ChildServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'esg-bench-'));
  let output = '';
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-10_000)));
  child.stderr.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-10_000)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}${readyPath}`).catch(() => null))?.ok === true, {
    timeoutMs: readyTimeoutMs,
    message: () => `${entry} did not start:\n${output}`,
  });
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const startStandalone = (env: NodeJS.ProcessEnv = {}): Promise<ChildServer> =>
  startChild(join(root, 'apps', 'standalone', 'dist', 'main.js'), { RUN_MODE: 'standalone', ...env });

export async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  const body = (await response.json()) as { data?: { accessToken?: string } };
  if (!response.ok || !body.data?.accessToken) throw new Error(`login ${email}: ${response.status}`);
  return body.data.accessToken;
}

/** The machine, with its load average: on a shared 2-core machine other work shows in the tails. */
export const machine = (): string =>
  `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}, ${process.platform}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;

export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Prints the report (each figure with its target) and records it in docs/benchmarks.md, run after run. */
export function appendReport(lines: string[]): void {
  console.log(['', ...lines].join('\n'));
  appendFileSync(join(root, 'docs', 'benchmarks.md'), ['', ...lines, ''].join('\n'));
}
