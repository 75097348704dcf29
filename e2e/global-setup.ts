import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, STATE_FILE, type ServerState } from './server-state';

const READY_DEADLINE_MS = 4 * 60_000;
const POLL_INTERVAL_MS = 500;
const OUTPUT_TAIL_CHARS = 20_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not pick a free port'));
      });
    });
  });
}

async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Starts `npm start` (standalone app, demo users seeded on first start) and waits for GET /ready. */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    const state: ServerState = { baseURL: process.env.E2E_BASE_URL };
    await mkdir(path.dirname(STATE_FILE), { recursive: true });
    await writeFile(STATE_FILE, JSON.stringify(state));
    return;
  }

  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'esg-e2e-'));
  const logFile = path.join(REPO_ROOT, 'test-results', 'e2e-server.log');
  await mkdir(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);

  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: process.env.NODE_ENV ?? 'test' },
    // Own process group, so the teardown can stop npm and the app it started together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // Always drain the pipes (a full pipe would block the server); keep a tail for error messages.
  let output = '';
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exitCode: number | null | undefined;
  child.on('exit', (code, signal) => {
    exitCode = code ?? (signal ? -1 : null);
  });

  const state: ServerState = { baseURL, pid: child.pid, dataDir, logFile };
  await writeFile(STATE_FILE, JSON.stringify(state));

  const deadline = Date.now() + READY_DEADLINE_MS;
  while (!(await isReady(`${baseURL}/ready`))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      const reason =
        exitCode !== undefined
          ? `\`npm start\` exited (code ${exitCode}) before GET /ready answered 200`
          : `GET ${baseURL}/ready did not answer 200 within ${READY_DEADLINE_MS / 1000} s`;
      // The teardown still runs and stops whatever is left.
      throw new Error(`${reason}. Server output (full log: ${logFile}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }

  // Inherited by the test workers (fixtures.ts reads it).
  process.env.E2E_BASE_URL = baseURL;
}
