import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  NotificationCounts,
  NotificationView,
  ServerToClientEvents,
} from '@esg/contracts';
import {
  describeWithKafka,
  freePort,
  kafkaForSuite,
  redisServerAvailable,
  startRedisServer,
  waitFor,
} from '@esg/testing';

/*
 * The spine in cluster mode: one process per service, Kafka between them, two gateway replicas
 * (A and B) sharing Redis (Socket.IO streams adapter) and the gateway's data folder. A socket on A
 * receives the push of a change made through B; the notifications process is killed while events
 * flow and restarted, and every notification is then present exactly once.
 */
const root = join(__dirname, '..', '..');

interface Proc {
  name: string;
  child: ChildProcess;
  output: () => string;
}

function launch(name: string, service: string, env: NodeJS.ProcessEnv): Proc {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'services', service, 'dist', 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  child.stderr.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  return { name, child, output: () => output };
}

async function stop(proc: Proc | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill(signal);
  const killer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

async function ready(url: string, procs: () => Proc[]): Promise<void> {
  await waitFor(async () => (await fetch(`${url}/ready`).catch(() => null))?.status === 200, {
    timeoutMs: 120_000,
    message: () =>
      `${url} did not become ready:\n${procs()
        .map((p) => `[${p.name}] ${p.output().slice(-3000)}`)
        .join('\n')}`,
  });
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const describeWithRedis = redisServerAvailable()
  ? describeWithKafka('notifications in cluster mode')
  : describe.skip;
if (!redisServerAvailable())
  console.warn('notifications cluster test skipped: redis-server is not installed');

describeWithRedis('notifications in cluster mode (Kafka, two gateway replicas on Redis)', () => {
  let kafka: Awaited<ReturnType<typeof kafkaForSuite>>;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let dataDir: string;
  const procs: Record<string, Proc | undefined> = {};
  let env: NodeJS.ProcessEnv;
  let urls: Record<string, string>;
  let gatewayA: string;
  let gatewayB: string;
  let socket: ClientSocket | undefined;
  const all = () => Object.values(procs).filter((p): p is Proc => p !== undefined);

  beforeAll(async () => {
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--server'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
    kafka = await kafkaForSuite('notifications-cluster');
    redis = await startRedisServer();
    dataDir = mkdtempSync(join(tmpdir(), 'esg-notif-cluster-'));
    const services = ['data-collection', 'action-plans', 'notifications', 'scoring', 'reporting'];
    urls = {};
    for (const s of services) urls[s] = `http://127.0.0.1:${await freePort()}`;
    env = {
      ...process.env,
      RUN_MODE: 'cluster',
      ...kafka.env,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'cluster-test-secret-0123456789abcdefghijklmnop',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...Object.fromEntries(services.map((s) => [`${s.toUpperCase().replace(/-/g, '_')}_URL`, urls[s]])),
    };
    for (const s of ['data-collection', 'action-plans', 'notifications']) {
      procs[s] = launch(s, s, { ...env, PORT: new URL(urls[s]).port });
    }
    const [portA, portB] = [await freePort(), await freePort()];
    gatewayA = `http://127.0.0.1:${portA}`;
    gatewayB = `http://127.0.0.1:${portB}`;
    procs.gatewayA = launch('gateway-A', 'gateway', { ...env, PORT: String(portA) });
    for (const url of [gatewayA, ...['data-collection', 'action-plans', 'notifications'].map((s) => urls[s])])
      await ready(url, all);
    // B after A has seeded: both replicas share the gateway's SQLite file, as they share MongoDB in production.
    procs.gatewayB = launch('gateway-B', 'gateway', { ...env, PORT: String(portB) });
    await ready(gatewayB, all);
  }, 300_000);

  afterAll(async () => {
    socket?.disconnect();
    for (const p of all()) await stop(p);
    await redis?.stop();
    await kafka?.release();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const tokenOf = async (gateway: string, email: string): Promise<string> => {
    const r = await request(gateway).post('/api/auth/login').send({ email, password: 'demo-password' });
    if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data.accessToken as string;
  };
  const counts = async (gateway: string, token: string): Promise<NotificationCounts> =>
    (
      await request(gateway)
        .get('/api/notifications/counts')
        .set('authorization', `Bearer ${token}`)
        .expect(200)
    ).body.data;

  it('pushes a change made through replica B to the socket on replica A', async () => {
    const gpOnA = await tokenOf(gatewayA, 'gp@demo.test');
    const pcOnB = await tokenOf(gatewayB, 'pc@demo.test');
    // Warm-up: until the directories of action-plans and notifications know the demo users, a
    // comment notifies nobody; comment until the GP has a notification.
    await waitFor(
      async () => {
        await request(gatewayB)
          .post('/api/action-plan-recommendations-comments/1')
          .set('authorization', `Bearer ${pcOnB}`)
          .send({ comment: 'warm-up' })
          .expect(201);
        const deadline = Date.now() + 3_000;
        while (Date.now() < deadline) {
          if ((await counts(gatewayA, gpOnA)).total > 0) return true;
          await new Promise((r) => setTimeout(r, 100));
        }
        return false;
      },
      {
        timeoutMs: 60_000,
        message: () =>
          `the GP never got a notification:\n${all()
            .map((p) => `[${p.name}] ${p.output().slice(-2000)}`)
            .join('\n')}`,
      },
    );
    const before = await counts(gatewayA, gpOnA);

    socket = connect(gatewayA, { path: '/socket.io', auth: { token: gpOnA }, transports: ['websocket'] });
    const created: NotificationView[] = [];
    const pushedCounts: NotificationCounts[] = [];
    socket.on('notification:created', (n) => created.push(n));
    socket.on('notification:counts', (c) => pushedCounts.push(c));
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });

    await request(gatewayB)
      .put('/api/action-plan-recommendations/1/update-status')
      .set('authorization', `Bearer ${pcOnB}`)
      .send({ status: 'submitted' })
      .expect(200);
    const push = await waitFor(
      () => created.find((n) => n.eventType === 'action-plans.recommendation.status-changed.v1'),
      { timeoutMs: 15_000, message: 'the push on replica A' },
    );
    expect(push).toMatchObject({
      userId: 2,
      actionPlanId: 1,
      recommendationId: 1,
      link: '/action-plans/detail/1/recommendation/1',
      read: false,
    });
    await waitFor(() => pushedCounts.some((c) => c.unread === before.unread + 1), {
      message: 'fresh counts',
    });
    // Nobody else's room got it: a PC socket on A sees no GP notification.
    expect(created.every((n) => n.userId === 2)).toBe(true);
  }, 120_000);

  it('keeps every notification exactly once when the notifications process is killed mid-stream', async () => {
    const gp = await tokenOf(gatewayA, 'gp@demo.test');
    const pc = await tokenOf(gatewayB, 'pc@demo.test');
    const changes = 40;
    const statuses = ['in-progress', 'not-started'];
    for (let i = 0; i < changes; i++) {
      if (i === 12) {
        await stop(procs.notifications, 'SIGKILL');
      }
      if (i === 28) {
        procs.notifications = launch('notifications', 'notifications', {
          ...env,
          PORT: new URL(urls.notifications).port,
        });
      }
      await request(i % 2 ? gatewayA : gatewayB)
        .put('/api/action-plan-recommendations/2/update-status')
        .set('authorization', `Bearer ${pc}`)
        .send({ status: statuses[i % 2] })
        .expect(200);
    }
    await ready(urls.notifications, all);

    const list = async (): Promise<NotificationView[]> => {
      const out: NotificationView[] = [];
      for (let page = 1; ; page++) {
        const r = await request(gatewayA)
          .get(`/api/notifications?actionPlanId=1&perPage=100&page=${page}`)
          .set('authorization', `Bearer ${gp}`)
          .expect(200);
        out.push(...(r.body.data as NotificationView[]));
        if (page >= r.body.meta.totalPages) return out;
      }
    };
    const ofRec2 = (ns: NotificationView[]) =>
      ns.filter(
        (n) => n.recommendationId === 2 && n.eventType === 'action-plans.recommendation.status-changed.v1',
      );
    // The killed member's uncommitted offsets are read again by its successor (or by nobody while it is
    // down: the group waits for it); the inbox makes what was applied before the kill a no-op.
    const settled = await waitFor(
      async () => {
        const found = ofRec2(await list());
        return found.length >= changes ? found : null;
      },
      {
        timeoutMs: 90_000,
        intervalMs: 500,
        message: () => `all ${changes} notifications:\n${procs.notifications?.output().slice(-3000)}`,
      },
    );
    expect(settled).toHaveLength(changes);
    expect(new Set(settled.map((n) => n.id)).size).toBe(changes);
    expect(new Set(settled.map((n) => n.message)).size).toBe(2); // the two directions of the toggle

    const log = await request(gatewayA)
      .get('/api/changelog?actionPlanId=1&perPage=100')
      .set('authorization', `Bearer ${gp}`)
      .expect(200);
    const entries = (log.body.data as Array<{ eventType: string; recommendationId: number | null }>).filter(
      (e) => e.recommendationId === 2 && e.eventType === 'action-plans.recommendation.status-changed.v1',
    );
    expect(entries).toHaveLength(changes);
    const c = await counts(gatewayA, gp);
    expect(c.total).toBe(c.read + c.unread);
  }, 180_000);
});
