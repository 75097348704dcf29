import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { API_KEY_REQUESTS_PER_MINUTE } from '@esg/contracts';
import {
  describeWithKafka,
  freePort,
  kafkaForSuite,
  redisServerAvailable,
  startRedisServer,
  startServiceProcess,
  stopServiceProcess,
  type ServiceProcess,
} from '@esg/testing';

/*
 * Issue 13: the per-key API rate limit is one budget across gateway replicas. Two real gateway
 * processes (A and B) in cluster mode on one real redis-server (and Kafka, the bus), and the
 * data-collection process they proxy the key's calls to; one key's requests alternate between A and
 * B, and the limit counts them all.
 */
const root = join(__dirname, '..', '..');

const describeWithRedis = redisServerAvailable()
  ? describeWithKafka('per-key API rate limit across gateway processes')
  : describe.skip;
if (!redisServerAvailable())
  console.warn('API key limit cluster test skipped: redis-server is not installed');

describeWithRedis('per-key API rate limit across two gateway processes (Redis)', () => {
  let kafka: Awaited<ReturnType<typeof kafkaForSuite>>;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let dataDir: string;
  const procs: ServiceProcess[] = [];
  let gatewayA: string;
  let gatewayB: string;

  beforeAll(async () => {
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--server'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
    kafka = await kafkaForSuite('api-key-cluster');
    redis = await startRedisServer();
    dataDir = mkdtempSync(join(tmpdir(), 'esg-api-key-cluster-'));
    const dataCollectionPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      RUN_MODE: 'cluster',
      ...kafka.env,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'cluster-test-secret-0123456789abcdefghijklmnop',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATA_COLLECTION_URL: `http://127.0.0.1:${dataCollectionPort}`,
    };
    procs.push(
      await startServiceProcess(root, 'data-collection', dataCollectionPort, {
        ...env,
        TRUSTED_PROXIES: '127.0.0.1,::1',
      }),
    );
    const a = await startServiceProcess(root, 'gateway', await freePort(), env);
    procs.push(a);
    // B after A has seeded: both replicas share the gateway's store, as they share MongoDB in production.
    const b = await startServiceProcess(root, 'gateway', await freePort(), env);
    procs.push(b);
    [gatewayA, gatewayB] = [a.url, b.url];
  }, 180_000);

  afterAll(async () => {
    for (const proc of procs.reverse()) await stopServiceProcess(proc);
    await redis?.stop();
    await kafka?.release();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const tokenOf = async (gateway: string, email: string) =>
    (await request(gateway).post('/api/auth/login').send({ email, password: 'demo-password' }).expect(200))
      .body.data.accessToken as string;

  it('spends one budget for a key whose requests alternate between the replicas', async () => {
    const admin = await tokenOf(gatewayA, 'admin@demo.test');
    await request(gatewayA)
      .put('/api/api-keys/access/1')
      .set('authorization', `Bearer ${admin}`)
      .send({ enabled: true })
      .expect(200);
    const gp = await tokenOf(gatewayB, 'gp@demo.test');
    const create = async (name: string) =>
      (
        await request(gatewayB)
          .post('/api/api-keys')
          .set('authorization', `Bearer ${gp}`)
          .send({ name, scopes: ['read:data'] })
          .expect(201)
      ).body.data.key as string;
    const busy = await create('Alternating');
    const calm = await create('Other');

    const statuses: number[] = [];
    for (let i = 0; i < API_KEY_REQUESTS_PER_MINUTE; i++) {
      const gateway = i % 2 === 0 ? gatewayA : gatewayB;
      statuses.push((await request(gateway).get('/api/standard').set('x-api-key', busy)).status);
    }
    // Every call went through (proxied to data-collection); half of them on each replica.
    expect(statuses).toEqual(Array(API_KEY_REQUESTS_PER_MINUTE).fill(200));
    // With a budget per replica each would still have half of its budget left.
    const onA = await request(gatewayA).get('/api/standard').set('x-api-key', busy);
    const onB = await request(gatewayB).get('/api/standard').set('x-api-key', busy);
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect(onB.body.code).toBe('API_KEY.RATE_LIMITED');
    expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
    // The budget is the key's own: another key of the same company is served on both.
    await request(gatewayA).get('/api/standard').set('x-api-key', calm).expect(200);
    await request(gatewayB).get('/api/standard').set('x-api-key', calm).expect(200);
  });
});
