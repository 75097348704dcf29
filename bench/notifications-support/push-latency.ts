/**
 * Command → push latency (target p50 ≤ 25 ms, p99 ≤ 100 ms), whatever runs the app: 1,000 Socket.IO
 * clients connected, the portfolio company user posts comments at 100 commands/s (open loop: latency
 * counts from the scheduled send time, so a stall is not hidden), and the time until the GP's socket
 * receives 'notification:created' is recorded in an HDR histogram. Baseline of the same run: the
 * command's own HTTP round trip. The clock is this process. BENCH_COMMANDS / BENCH_SOCKETS /
 * BENCH_RATE / BENCH_FANOUT override the defaults.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as hdr from 'hdr-histogram-js';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, NotificationView, ServerToClientEvents } from '@esg/contracts';
import { waitFor } from '@esg/testing';
import { appendReport, fmt, login, machine, type ChildServer } from './standalone';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 1_500);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1_000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const USERS = [
  'gp@demo.test',
  'pc@demo.test',
  'consultant@demo.test',
  'coinvestor@demo.test',
  'lp@demo.test',
  'admin@demo.test',
  'contributor@demo.test',
  'trial@demo.test',
];
/**
 * Who holds the sockets: one tab each for the GP (measured) and the ES advisor, who are notified of
 * every comment, and the rest spread over users the plan does not concern — the shape of a real
 * deployment, where 1,000 sockets belong to ~1,000 users and a change concerns a handful of them.
 * (The demo tenant has 8 users; putting 125 sockets in each concerned room measures a fan-out of
 * 250 messages per command instead, reported on its own below when BENCH_FANOUT=1.)
 */
const FANOUT = process.env.BENCH_FANOUT === '1';
const IDLE = ['lp@demo.test', 'admin@demo.test', 'contributor@demo.test', 'trial@demo.test'];
const ownerOf = (i: number): string =>
  FANOUT
    ? USERS[i % USERS.length]
    : i === 0
      ? 'gp@demo.test'
      : i === 1
        ? 'consultant@demo.test'
        : IDLE[i % IDLE.length];

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Measures against `app` (started and stopped by the caller) and appends the report to
 * docs/benchmarks.md: `title` follows the heading (e.g. " — cluster mode on Kafka"), `setup` says
 * what ran the app.
 */
export async function measurePushLatency(
  app: ChildServer,
  title: string,
  setup: string,
  /** Another baseline measured right after, in the same conditions: its name and latencies in ms. */
  floor?: { name: string; measure: (rate: number, count: number) => Promise<number[]> },
): Promise<void> {
  const sockets: ClientSocket[] = [];
  try {
    const tokens = new Map<string, string>();
    for (const email of USERS) tokens.set(email, await login(app.url, email));
    const pcToken = tokens.get('pc@demo.test')!;
    const comment = (text: string) =>
      fetch(`${app.url}/api/action-plan-recommendations-comments/1`, {
        method: 'POST',
        headers: { authorization: `Bearer ${pcToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ comment: text }),
      });

    for (let i = 0; i < SOCKETS; i++) {
      const token = tokens.get(ownerOf(i))!;
      const socket: ClientSocket = connect(app.url, {
        path: '/socket.io',
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    }
    const probe = sockets[0]; // a GP socket (index 0 of the round-robin)
    const arrivals: number[] = [];
    probe.on('notification:created', (n: NotificationView) => {
      if (n.eventType === 'action-plans.comment.added.v1') arrivals.push(performance.now());
    });

    // Warm-up: until every projection knows the demo users a comment notifies nobody.
    await waitFor(
      async () => {
        await comment('warm-up');
        const deadline = Date.now() + 1_000;
        while (Date.now() < deadline && arrivals.length === 0) await new Promise((r) => setTimeout(r, 20));
        return arrivals.length > 0;
      },
      { timeoutMs: 60_000, message: 'a first push' },
    );
    for (let i = 0; i < 50; i++) await comment('warm-up');
    await waitFor(() => arrivals.length >= 51, { timeoutMs: 30_000 });
    arrivals.length = 0;

    const push = hdr.build({
      lowestDiscernibleValue: 1,
      highestTrackableValue: 60_000_000,
      numberOfSignificantValueDigits: 3,
    });
    const http = hdr.build({
      lowestDiscernibleValue: 1,
      highestTrackableValue: 60_000_000,
      numberOfSignificantValueDigits: 3,
    });
    const clientLag = monitorEventLoopDelay({ resolution: 10 });
    clientLag.enable();
    const scheduled: number[] = [];
    const start = performance.now() + 50;
    const interval = 1000 / RATE;
    const inFlight: Array<Promise<void>> = [];
    let failures = 0;
    for (let i = 0; i < COMMANDS; i++) {
      const at = start + i * interval;
      const wait = at - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      scheduled.push(at);
      inFlight.push(
        comment(`bench ${i}`).then(
          async (r) => {
            await r.arrayBuffer();
            if (!r.ok) failures++;
            http.recordValue(Math.max(1, Math.round((performance.now() - at) * 1000)));
          },
          () => {
            failures++;
          },
        ),
      );
    }
    await Promise.all(inFlight);
    await waitFor(() => arrivals.length >= COMMANDS, {
      timeoutMs: 60_000,
      message: () => `${COMMANDS} pushes (got ${arrivals.length})`,
    });
    const seconds = (performance.now() - start) / 1000;
    clientLag.disable();
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    const serverLag = (name: string) =>
      Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(metrics)?.[1] ?? NaN) * 1000;
    console.log(
      `event-loop delay: client p99 ${(clientLag.percentile(99) / 1e6).toFixed(1)} ms, max ${(clientLag.max / 1e6).toFixed(1)} ms; ` +
        `server p99 ${serverLag('nodejs_eventloop_lag_p99_seconds').toFixed(1)} ms, max ${serverLag('nodejs_eventloop_lag_max_seconds').toFixed(1)} ms`,
    );
    // Pushes of one user's room arrive in commit order, and commits follow send order closely at
    // 100/s; pairing the k-th push with the k-th send is exact when latency < the send interval and
    // can only overstate the tail otherwise.
    const sortedArrivals = [...arrivals].sort((a, b) => a - b);
    for (let i = 0; i < COMMANDS; i++) {
      push.recordValue(Math.max(1, Math.round((sortedArrivals[i] - scheduled[i]) * 1000)));
    }
    const ms = (h: hdr.Histogram, p: number) => h.getValueAtPercentile(p) / 1000;
    const row = (name: string, h: hdr.Histogram) =>
      `| ${name} | ${fmt(ms(h, 50), 1)} | ${fmt(ms(h, 90), 1)} | ${fmt(ms(h, 99), 1)} | ${fmt(h.maxValue / 1000, 1)} |`;
    const p50 = ms(push, 50);
    const p99 = ms(push, 99);
    // The floor failing (a broker too busy to create its topic) costs its row, not the run's figures.
    const floorHistogram = floor
      ? await floor.measure(RATE, Math.min(COMMANDS, 300)).then(histogramOf, (error: unknown) => {
          console.error('floor not measured:', error);
          return null;
        })
      : null;
    console.log(
      `push latency p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; http p50 ${ms(http, 50).toFixed(1)} ms`,
    );
    appendReport([
      `## Notifications: command → push latency${title} — ${new Date().toISOString()}`,
      '',
      `${setup}; ${fmt(SOCKETS)} Socket.IO clients connected, ${FANOUT ? `round-robin over the 8 demo users (each push goes to ~${Math.round(SOCKETS / USERS.length)} sockets of each concerned room)` : 'one for the GP (measured) and one for the ES advisor, the others held by users the plan does not concern'};`,
      `${fmt(COMMANDS)} commands (POST a comment, as the portfolio company user)`,
      `at ${RATE}/s, open loop; measured on a GP socket until 'notification:created'. Machine: ${machine()}. ${failures} failed commands; ${seconds.toFixed(1)} s.`,
      '',
      '| Path | p50 ms | p90 ms | p99 ms | max ms |',
      '| --- | ---: | ---: | ---: | ---: |',
      row('command → push (HTTP, commit, relay, bus, projection, outbox, bus, gateway, socket)', push),
      row('baseline: the command’s HTTP round trip', http),
      ...(floor && floorHistogram ? [row(floor.name, floorHistogram)] : []),
      '',
      `Push p50 **${p50.toFixed(1)} ms** (target ≤ 25), p99 **${p99.toFixed(1)} ms** (target ≤ 100); ratio push p50 / HTTP p50: ${(p50 / ms(http, 50)).toFixed(2)}.` +
        (floorHistogram
          ? ` Ratio push p50 / two raw Kafka hops' p50: ${(p50 / (2 * ms(floorHistogram, 50))).toFixed(2)}; p99 / two hops' p99: ${(p99 / (2 * ms(floorHistogram, 99))).toFixed(2)}.`
          : ''),
    ]);
  } finally {
    for (const s of sockets) s.disconnect();
  }
}

function histogramOf(latenciesMs: readonly number[]): hdr.Histogram {
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
  for (const value of latenciesMs) histogram.recordValue(Math.max(1, Math.round(value * 1000)));
  return histogram;
}
