#!/usr/bin/env node
// `npm run start:cluster`: one process per service plus the gateway, Redis Streams as the bus.
// REDIS_URL is required. Each process writes its own SQLite file under DATA_DIR (./data/cluster).
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, buildWeb, serverIsStale, webIsStale } from './build.mjs';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = {
  'data-collection': 3102,
  'action-plans': 3101,
  scoring: 3103,
  notifications: 3104,
  reporting: 3105,
};

function fail(message) {
  console.error(message);
  process.exit(1);
}

const redisUrl = process.env.REDIS_URL || undefined;
if (!redisUrl)
  fail('REDIS_URL is required for cluster mode, e.g. REDIS_URL=redis://127.0.0.1:6379 npm run start:cluster');
let target;
try {
  target = new URL(redisUrl);
} catch {
  fail(`REDIS_URL is not a valid URL: ${redisUrl}`);
}
await new Promise((resolve) => {
  const socket = createConnection({ host: target.hostname, port: Number(target.port || 6379) });
  socket.setTimeout(3000);
  socket.once('connect', () => {
    socket.end();
    resolve();
  });
  const unreachable = (why) => fail(`Redis at ${target.host} (REDIS_URL) is unreachable: ${why}`);
  socket.once('timeout', () => unreachable('timed out'));
  socket.once('error', (error) => unreachable(error.message));
});

if (serverIsStale()) buildServer();
if (webIsStale()) buildWeb();

const env = {
  ...process.env,
  RUN_MODE: 'cluster',
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data', 'cluster'),
  JWT_SECRET: process.env.JWT_SECRET ?? 'cluster-mode-local-secret-not-for-production-use',
};
const children = [];
function launch(name, entry, port, extraEnv = {}) {
  const child = spawn(process.execPath, [entry], {
    env: { ...env, PORT: String(port), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => console.log(`[${name}] exited (${signal ?? code})`));
  children.push(child);
}
for (const [name, defaultPort] of Object.entries(SERVICES)) {
  // Each service listens on the port of its *_URL when one is given (tests pick free ports).
  const variable = `${name.toUpperCase().replace(/-/g, '_')}_URL`;
  env[variable] ||= `http://127.0.0.1:${defaultPort}`;
  const port = Number(new URL(env[variable]).port || defaultPort);
  // The services are reached through the gateway on this machine: they believe the client address
  // it forwards (X-Forwarded-For), and nobody else's.
  launch(name, join(root, 'services', name, 'dist', 'main.js'), port, {
    TRUSTED_PROXIES: process.env.SERVICES_TRUSTED_PROXIES ?? '127.0.0.1,::1',
  });
}
launch('gateway', join(root, 'services', 'gateway', 'dist', 'main.js'), Number(process.env.PORT ?? 3000));
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (running.length === 0) process.exit(0);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => {
      if (--left === 0) process.exit(0);
    });
    child.kill('SIGTERM');
  }
  // A service that does not stop within 10 s is killed.
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(1);
  }, 10_000);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
