import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@esg/contracts';
import {
  describeWithKafka,
  freePort,
  kafkaForSuite,
  redisServerAvailable,
  startRedisServer,
  waitFor,
} from '@esg/testing';

/*
 * Issue 14 across gateway replicas: two gateway processes (A and B) in cluster mode sharing a real
 * redis-server (Socket.IO adapter, rate-limit counters), Kafka (the bus) and their data folder, as
 * the replicas of the Kubernetes HPA share Redis, Kafka and MongoDB.
 * - the login rate limit is one budget: failures through A and through B add up (finding 1);
 * - a session revoked through B disconnects its sockets on A at once, and A refuses its token (finding 3).
 */
const root = join(__dirname, '..', '..');

interface Proc {
  child: ChildProcess;
  output: () => string;
}

function launchGateway(env: NodeJS.ProcessEnv): Proc {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'services', 'gateway', 'dist', 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  child.stderr.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  return { child, output: () => output };
}

async function stop(proc: Proc | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  const killer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

async function ready(url: string, proc: Proc): Promise<void> {
  await waitFor(async () => (await fetch(`${url}/ready`).catch(() => null))?.status === 200, {
    timeoutMs: 120_000,
    message: () => `${url} did not become ready:\n${proc.output().slice(-3000)}`,
  });
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const describeWithRedis = redisServerAvailable()
  ? describeWithKafka('two gateway replicas in cluster mode')
  : describe.skip;
if (!redisServerAvailable()) console.warn('security cluster test skipped: redis-server is not installed');

describeWithRedis('two gateway replicas share rate limits and session revocations (Redis)', () => {
  let kafka: Awaited<ReturnType<typeof kafkaForSuite>>;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let dataDir: string;
  let a: Proc | undefined;
  let b: Proc | undefined;
  let gatewayA: string;
  let gatewayB: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--server'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
    kafka = await kafkaForSuite('security-cluster');
    redis = await startRedisServer();
    dataDir = mkdtempSync(join(tmpdir(), 'esg-security-cluster-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      RUN_MODE: 'cluster',
      ...kafka.env,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'cluster-test-secret-0123456789abcdefghijklmnop',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    gatewayA = `http://127.0.0.1:${portA}`;
    gatewayB = `http://127.0.0.1:${portB}`;
    a = launchGateway({ ...env, PORT: String(portA) });
    await ready(gatewayA, a);
    // B after A has seeded: both replicas share the gateway's store, as they share MongoDB in production.
    b = launchGateway({ ...env, PORT: String(portB) });
    await ready(gatewayB, b);
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await stop(a);
    await stop(b);
    await redis?.stop();
    await kafka?.release();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const loginAt = (gateway: string, email: string, password: string) =>
    request(gateway).post('/api/auth/login').send({ email, password });

  it('counts wrong passwords through either replica against one budget', async () => {
    const email = 'consultant@demo.test';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await loginAt(i % 2 ? gatewayB : gatewayA, email, 'wrong-password')).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // Five failures on each replica: with a budget per replica neither would refuse yet.
    const eleventhOnA = await loginAt(gatewayA, email, 'demo-password');
    const eleventhOnB = await loginAt(gatewayB, email, 'demo-password');
    expect([eleventhOnA.status, eleventhOnB.status]).toEqual([429, 429]);
    expect(eleventhOnB.body.code).toBe('AUTH.RATE_LIMITED');
  });

  it('disconnects the sockets on replica A of a session logged out through replica B, at once', async () => {
    const login = await loginAt(gatewayA, 'lp@demo.test', 'demo-password').expect(200);
    const token = login.body.data.accessToken as string;
    const other = (await loginAt(gatewayA, 'lp@demo.test', 'demo-password').expect(200)).body.data
      .accessToken as string;
    const open = async (gateway: string, bearer: string) => {
      const socket: ClientSocket = connect(gateway, {
        path: '/socket.io',
        auth: { token: bearer },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      const revoked: string[] = [];
      const disconnects: string[] = [];
      socket.on('session:revoked', (p) => revoked.push(p.reason));
      socket.on('disconnect', (reason) => disconnects.push(reason));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return { socket, revoked, disconnects };
    };
    const onA = await open(gatewayA, token);
    const otherSessionOnA = await open(gatewayA, other);
    const onB = await open(gatewayB, token);
    // A serves a call with the token, so it has the session in its short memory of live sessions.
    await request(gatewayA).get('/api/user/me').set('authorization', `Bearer ${token}`).expect(200);

    await request(gatewayB).post('/api/auth/logout').set('authorization', `Bearer ${token}`).expect(204);
    await waitFor(() => onA.disconnects.length === 1 && onB.disconnects.length === 1, {
      timeoutMs: 10_000,
      message: 'the logged-out session’s sockets on both replicas to disconnect',
    });
    expect(onA.revoked).toEqual(['logout']);
    expect(onA.disconnects).toEqual(['io server disconnect']);
    // A forgot the session with its sockets: the token is refused there too, with no wait.
    await request(gatewayA).get('/api/user/me').set('authorization', `Bearer ${token}`).expect(401);
    // The user's other session is untouched.
    expect(otherSessionOnA.socket.connected).toBe(true);
    await request(gatewayA).get('/api/user/me').set('authorization', `Bearer ${other}`).expect(200);
  });

  it('ends the sockets on A of the other sessions when the password is changed through B', async () => {
    const first = (await loginAt(gatewayA, 'pc@demo.test', 'demo-password').expect(200)).body.data
      .accessToken as string;
    const second = (await loginAt(gatewayB, 'pc@demo.test', 'demo-password').expect(200)).body.data
      .accessToken as string;
    const socket: ClientSocket = connect(gatewayA, {
      path: '/socket.io',
      auth: { token: first },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const revoked: string[] = [];
    socket.on('session:revoked', (p) => revoked.push(p.reason));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await request(gatewayB)
      .post('/api/auth/change-password')
      .set('authorization', `Bearer ${second}`)
      .send({
        currentPassword: 'demo-password',
        password: 'Larch-Harbour-90',
        confirmPassword: 'Larch-Harbour-90',
      })
      .expect(200);
    await waitFor(() => revoked.length === 1 && !socket.connected, {
      timeoutMs: 10_000,
      message: 'the socket of the other session to end',
    });
    expect(revoked).toEqual(['password-changed']);
  });
});
