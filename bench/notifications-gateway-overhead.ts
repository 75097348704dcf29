/**
 * Gateway overhead: authenticated GET /api/notifications/counts (the bell's call) through the
 * standalone app — Fastify + Nest, the gateway's guard (token, live session, X-Company-ID check),
 * the notifications service's query — against a bare Fastify hello-world, each in its own child
 * process, loaded by autocannon from this process in the same run. Target: ≥ 0.50 of the baseline
 * (issue 31; it was 0.30 until then). A second baseline, (c), is the same read behind the same token
 * check as a bare Fastify route (notifications-support/auth-query-fastify.js): the floor of this answer
 * on this stack, so (a) − (c) is what the app's layers cost (Nest, session, headers, metrics …).
 * BENCH_SECONDS / BENCH_CONNECTIONS override the defaults.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  appendReport,
  buildServer,
  fmt,
  login,
  machine,
  root,
  startChild,
  startStandalone,
  type ChildServer,
} from './notifications-support/standalone';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time (user + system) per request served, in µs. */
  cpuUs: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, counted in clock ticks (100 per second here)
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function load(server: ChildServer, path: string, headers: Record<string, string> = {}): Promise<Load> {
  const url = `${server.url}${path}`;
  // A short warm-up first (JIT, caches), then the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const cpuBefore = cpuSeconds(server.child.pid!);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const cpu = cpuSeconds(server.child.pid!) - cpuBefore;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs: (cpu / Math.max(1, result.requests.total)) * 1e6,
  };
}

async function main(): Promise<void> {
  buildServer();
  const hello = await startChild(join(root, 'bench', 'notifications-support', 'hello-fastify.js'), {}, '/');
  let baseline: Load;
  try {
    baseline = await load(hello, '/');
  } finally {
    await hello.stop();
  }
  // One signing secret for (a) and (c), so (c) accepts the token (a) issued.
  const secret = { JWT_SECRET: randomBytes(32).toString('hex') };
  const app = await startStandalone(secret);
  let counts: Load;
  let token: string;
  try {
    token = await login(app.url, 'gp@demo.test');
    counts = await load(app, '/api/notifications/counts', { authorization: `Bearer ${token}` });
  } finally {
    await app.stop();
  }
  const bare = await startChild(
    join(root, 'bench', 'notifications-support', 'auth-query-fastify.js'),
    { RUN_MODE: 'standalone', ...secret },
    '/ready',
  );
  let floor: Load;
  try {
    floor = await load(bare, '/api/notifications/counts', { authorization: `Bearer ${token}` });
  } finally {
    await bare.stop();
  }
  const ratio = counts.rps / baseline.rps;
  const cpuRatio = baseline.cpuUs / counts.cpuUs;
  const row = (name: string, l: Load) =>
    `| ${name} | ${fmt(l.rps)} | ${l.p50} | ${l.p99} | ${l.errors} | ${fmt(l.cpuUs, 1)} |`;
  appendReport([
    `## Notifications: gateway overhead — ${new Date().toISOString()}`,
    '',
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up, each server in its own child process (LOG_LEVEL=warn).`,
    `Server CPU per request: the server process's user + system time (/proc) over the measured run, divided by the`,
    `requests it served; unlike req/s it hardly depends on what else the machine runs. Machine: ${machine()}.`,
    '',
    '| Server | req/s | p50 ms | p99 ms | errors + non-2xx | server CPU µs / request |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('(a) standalone: authenticated GET /api/notifications/counts', counts),
    row('(b) baseline: bare Fastify hello-world', baseline),
    row('(c) floor: the same token check and read as a bare Fastify route', floor),
    '',
    `Ratio (a)/(b): **${ratio.toFixed(2)}** in req/s (target ≥ 0.50); in server CPU per request (b)/(a): **${cpuRatio.toFixed(2)}**.`,
    `The floor (c)/(b): ${(floor.rps / baseline.rps).toFixed(2)} in req/s, ${(baseline.cpuUs / floor.cpuUs).toFixed(2)} in CPU; the app's layers cost (a) − (c) = ${fmt(counts.cpuUs - floor.cpuUs, 1)} µs of CPU per request.`,
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
