#!/usr/bin/env node
// `npm run start:cluster`: one process per service plus the gateway, on Kafka (KAFKA_BROKERS, e.g. the
// broker of `node scripts/kafka.mjs start`; KAFKA_PREFIX to share it with others). REDIS_URL, optional,
// carries the Socket.IO fan-out and rate limits of gateway replicas. Each process writes its own SQLite
// file under DATA_DIR (./data/cluster).
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

/** Resolves once host:port accepts a TCP connection; stops the launcher with `what` named otherwise. */
function reachable(host, port, what) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    let settled = false;
    const settle = (why) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (why === null) resolve();
      else fail(`${what} is unreachable: ${why}`);
    };
    socket.setTimeout(3000);
    socket.once('connect', () => settle(null));
    socket.once('timeout', () => settle('timed out'));
    socket.once('error', (error) => settle(error.message));
  });
}

const kafkaBrokers = process.env.KAFKA_BROKERS || undefined;
const redisUrl = process.env.REDIS_URL || undefined;
if (!kafkaBrokers)
  fail(
    'KAFKA_BROKERS is required for cluster mode (the event bus), e.g. KAFKA_BROKERS=127.0.0.1:9092 npm run start:cluster; ' +
      '`node scripts/kafka.mjs start` starts a broker and prints it',
  );
const brokers = kafkaBrokers.split(',');
if (!brokers.every((b) => /^[^,\s]+:\d+$/.test(b)))
  fail(`KAFKA_BROKERS must be a comma-separated list of host:port: ${kafkaBrokers}`);
const [brokerHost, brokerPort] = brokers[0].split(/:(?=\d+$)/);
await reachable(brokerHost, Number(brokerPort), `Kafka at ${brokers[0]} (KAFKA_BROKERS)`);
if (redisUrl) {
  let target;
  try {
    target = new URL(redisUrl);
  } catch {
    fail(`REDIS_URL is not a valid URL: ${redisUrl}`);
  }
  await reachable(target.hostname, Number(target.port || 6379), `Redis at ${target.host} (REDIS_URL)`);
}

if (serverIsStale()) buildServer();
// WEB_DIST points the gateway at an SPA built elsewhere: frontend/dist is not needed then.
if (!process.env.WEB_DIST && webIsStale()) buildWeb();

const env = {
  ...process.env,
  RUN_MODE: 'cluster',
  BUS: 'kafka',
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data', 'cluster'),
  JWT_SECRET: process.env.JWT_SECRET ?? 'cluster-mode-local-secret-not-for-production-use',
};
// An empty setting is no setting (the processes would refuse it as malformed).
for (const name of ['KAFKA_BROKERS', 'REDIS_URL']) if (!env[name]) delete env[name];
const children = [];
function launch(name, entry, port, extraEnv = {}) {
  const child = spawn(process.execPath, [entry], {
    env: { ...env, PORT: String(port), KAFKA_CLIENT_ID: name, ...extraEnv },
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
