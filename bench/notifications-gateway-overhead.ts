/**
 * Gateway overhead: authenticated GET /api/notifications/counts (the bell's call) through the
 * standalone app — Fastify + Nest, the gateway's guard (token, live session, X-Company-ID check),
 * the notifications service's query — against a bare Fastify hello-world, each in its own child
 * process, loaded by autocannon from this process in the same run. Target: ≥ 0.50 of the baseline
 * (issue 31; it was 0.30 until then).
 * BENCH_SECONDS / BENCH_CONNECTIONS override the defaults.
 */
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
} from './notifications-support/standalone';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  // A short warm-up first (JIT, caches), then the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main(): Promise<void> {
  buildServer();
  const hello = await startChild(join(root, 'bench', 'notifications-support', 'hello-fastify.js'), {}, '/');
  let baseline: Load;
  try {
    baseline = await load(`${hello.url}/`);
  } finally {
    await hello.stop();
  }
  const app = await startStandalone();
  let counts: Load;
  try {
    const token = await login(app.url, 'gp@demo.test');
    counts = await load(`${app.url}/api/notifications/counts`, { authorization: `Bearer ${token}` });
  } finally {
    await app.stop();
  }
  const ratio = counts.rps / baseline.rps;
  console.log(`counts ${fmt(counts.rps)} req/s; hello ${fmt(baseline.rps)} req/s; ratio ${ratio.toFixed(2)}`);
  const row = (name: string, l: Load) => `| ${name} | ${fmt(l.rps)} | ${l.p50} | ${l.p99} | ${l.errors} |`;
  appendReport([
    `## Notifications: gateway overhead — ${new Date().toISOString()}`,
    '',
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up, each server in its own child process (LOG_LEVEL=warn).`,
    `Machine: ${machine()}.`,
    '',
    '| Server | req/s | p50 ms | p99 ms | errors + non-2xx |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('(a) standalone: authenticated GET /api/notifications/counts', counts),
    row('(b) baseline: bare Fastify hello-world', baseline),
    '',
    `Ratio (a)/(b): **${ratio.toFixed(2)}** (target ≥ 0.50).`,
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
