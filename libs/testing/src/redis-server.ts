import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away redis-server for tests and benchmarks: a free port, a temp dir, no persistence.
 * REDIS_SERVER_BIN overrides the binary (default /usr/bin/redis-server, else redis-server on PATH).
 */
export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const DEFAULT_BIN = '/usr/bin/redis-server';

function redisServerBin(): string | null {
  const configured = process.env.REDIS_SERVER_BIN;
  if (configured) return existsSync(configured) ? configured : null;
  if (existsSync(DEFAULT_BIN)) return DEFAULT_BIN;
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'redis-server'))) return join(dir, 'redis-server');
  }
  return null;
}

export function redisServerAvailable(): boolean {
  return redisServerBin() !== null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the server answers PING with +PONG. */
function pingOnce(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

export async function startRedisServer(options: { timeoutMs?: number } = {}): Promise<RedisServer> {
  const bin = redisServerBin();
  if (!bin) throw new Error('redis-server not found (install redis-server or set REDIS_SERVER_BIN)');
  let lastError: Error | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'esg-redis-'));
    const child = spawn(
      bin,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const killOnExit = (): void => {
      child.kill('SIGKILL');
    };
    process.once('exit', killOnExit);
    const stop = async (): Promise<void> => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    };
    if (await becomesReady(child, port, options.timeoutMs ?? 10_000)) {
      return { url: `redis://127.0.0.1:${port}`, port, stop };
    }
    await stop();
    lastError = new Error(`redis-server on port ${port} did not start: ${output.trim()}`);
  }
  throw lastError ?? new Error('redis-server did not start');
}

async function becomesReady(child: ChildProcess, port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    if (await pingOnce(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}
