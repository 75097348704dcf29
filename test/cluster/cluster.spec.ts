import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describeWithKafka, freePort, kafkaForSuite, waitFor } from '@esg/testing';

const root = join(__dirname, '..', '..');

function runCluster(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'scripts', 'start-cluster.mjs')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Stops the launcher and every service it started (they share its process group). Bounded: a launcher
 * slow to stop on a loaded machine must not outlast the hook's time limit, or the final kill never runs
 * and the services outlive the test run. A launcher that already exited may have left services behind.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (!child.pid) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* already gone */
    }
  };
  if (child.exitCode === null && child.signalCode === null) {
    signal('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exitOf(child), new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
    clearTimeout(timer);
  }
  signal('SIGKILL'); // the launcher if it hung, and any service that outlived it
}

describe('cluster mode start-up', () => {
  beforeAll(() => {
    // The cluster runs the compiled services; build them if the sources are newer.
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--server'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
  }, 120_000);

  it('stops with a message naming KAFKA_BROKERS when it is not given, Redis or not', async () => {
    for (const REDIS_URL of ['', 'redis://127.0.0.1:6379']) {
      const { child, output } = runCluster({ REDIS_URL, KAFKA_BROKERS: '' });
      expect(await exitOf(child)).toBe(1);
      expect(output()).toMatch(/KAFKA_BROKERS is required for cluster mode/);
    }
  });

  it('stops with a message naming KAFKA_BROKERS when Kafka is unreachable', async () => {
    const port = await freePort();
    const { child, output } = runCluster({ REDIS_URL: '', KAFKA_BROKERS: `127.0.0.1:${port}` });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toMatch(new RegExp(`Kafka at 127.0.0.1:${port} \\(KAFKA_BROKERS\\) is unreachable`));
  });
});

const describeOnKafka = describeWithKafka('cluster mode end to end');

describeOnKafka('cluster mode end to end (one process per service, Kafka)', () => {
  let kafka: Awaited<ReturnType<typeof kafkaForSuite>>;
  let cluster: ReturnType<typeof runCluster>;
  let dataDir: string;
  let gateway: string;
  let urls: Record<string, string>;

  beforeAll(async () => {
    kafka = await kafkaForSuite('cluster');
    dataDir = mkdtempSync(join(tmpdir(), 'esg-cluster-'));
    const port = await freePort();
    const ports = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()));
    const names = ['ACTION_PLANS', 'DATA_COLLECTION', 'SCORING', 'NOTIFICATIONS', 'REPORTING'];
    urls = Object.fromEntries(names.map((n, i) => [`${n}_URL`, `http://127.0.0.1:${ports[i]}`]));
    cluster = runCluster({ ...kafka.env, REDIS_URL: '', DATA_DIR: dataDir, PORT: String(port), ...urls });
    gateway = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => {
        const ready = await fetch(`${gateway}/ready`).catch(() => null);
        return ready?.status === 200;
      },
      { timeoutMs: 120_000, message: () => `the cluster did not become ready:\n${cluster.output()}` },
    );
    // The services start on their own (data-collection imports its reference workbooks first).
    await waitFor(
      async () => {
        const ready = await Promise.all(
          Object.values(urls).map((url) =>
            fetch(`${url}/ready`).then(
              (r) => r.status === 200,
              () => false,
            ),
          ),
        );
        return ready.every(Boolean);
      },
      { timeoutMs: 120_000, message: () => `the services did not become ready:\n${cluster.output()}` },
    );
  }, 240_000);

  afterAll(async () => {
    if (cluster) await stopGroup(cluster.child);
    await kafka?.release();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('stops with a message naming REDIS_URL when Redis is given but unreachable', async () => {
    const port = await freePort();
    const { child, output } = runCluster({ ...kafka.env, REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toMatch(new RegExp(`Redis at 127.0.0.1:${port} \\(REDIS_URL\\) is unreachable`));
  });

  it('logs in at the gateway and reaches data-collection through the proxy', async () => {
    const login = await request(gateway)
      .post('/api/auth/login')
      .send({ email: 'gp@demo.test', password: 'demo-password' })
      .expect(200);
    const token = login.body.data.accessToken as string;
    const company = await request(gateway)
      .get('/api/company/1')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect(company.body.data.company.name).toBe('Evergreen Capital Partners');
    const anonymous = await request(gateway).get('/api/company/1');
    expect(anonymous.status).toBe(401);
  });

  it('checks X-Company-ID at the gateway before proxying', async () => {
    const login = await request(gateway)
      .post('/api/auth/login')
      .send({ email: 'gp@demo.test', password: 'demo-password' })
      .expect(200);
    const token = login.body.data.accessToken as string;
    const call = (companyId: string) =>
      request(gateway)
        .get('/api/company/1')
        .set('authorization', `Bearer ${token}`)
        .set('x-company-id', companyId);
    await waitFor(async () => (await call('2')).status === 200, { timeoutMs: 10_000 });
    const refused = await call('5');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('COMPANY.FORBIDDEN');
  });

  it('fans global search and the start page out to the services through the proxy', async () => {
    const login = await request(gateway)
      .post('/api/auth/login')
      .send({ email: 'gp@demo.test', password: 'demo-password' })
      .expect(200);
    const token = login.body.data.accessToken as string;
    const search = await request(gateway)
      .get('/api/search?q=northwind')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    // Every source answered (no "did not answer" message) and each contributed its kind.
    expect(search.body.message).toBeUndefined();
    const kinds = (search.body.data as { kind: string; title: string }[]).map((h) => `${h.kind}:${h.title}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'company:Northwind Renewables',
        'action-plan:Northwind Renewables E&S Action Plan',
      ]),
    );
    const home = await request(gateway).get('/api/home').set('authorization', `Bearer ${token}`).expect(200);
    expect(home.body.message).toBeUndefined();
    expect((home.body.data as { href: string }[]).length).toBeGreaterThan(0);
    const hrefs = (home.body.data as { href: string }[]).map((i) => i.href);
    // Action plans and data collection both answered through the proxy.
    expect(hrefs.some((h) => h.startsWith('/action-plans/'))).toBe(true);
    expect(hrefs.some((h) => h.startsWith('/review-contributor-response?'))).toBe(true);
  });

  it('revokes a session at the gateway for proxied calls too', async () => {
    const login = await request(gateway)
      .post('/api/auth/login')
      .send({ email: 'lp@demo.test', password: 'demo-password' })
      .expect(200);
    const token = login.body.data.accessToken as string;
    await request(gateway).post('/api/auth/logout').set('authorization', `Bearer ${token}`).expect(204);
    await request(gateway).get('/api/company/5').set('authorization', `Bearer ${token}`).expect(401);
  });

  it('sends each /api/calculations/* call to the service that owns its prefix', async () => {
    const login = await request(gateway)
      .post('/api/auth/login')
      .send({ email: 'gp@demo.test', password: 'demo-password' })
      .expect(200);
    const auth = `Bearer ${login.body.data.accessToken as string}`;
    /** POST requests a service has answered, from its own /metrics (not through the gateway). */
    const posts = async (service: 'SCORING' | 'REPORTING') => {
      const text = await (await fetch(`${urls[`${service}_URL`]}/metrics`)).text();
      return text
        .split('\n')
        .filter(
          (line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('method="POST"'),
        )
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    };
    // scoring imports the emission-factor workbooks at its first start before it listens
    await waitFor(
      async () =>
        (
          await request(gateway)
            .post('/api/calculations/tcfd')
            .set('authorization', auth)
            .send({ answers: [] })
        ).status === 200,
      { timeoutMs: 90_000, message: () => `scoring did not answer:\n${cluster.output()}` },
    );
    const calls: Array<[string, object, 'SCORING' | 'REPORTING']> = [
      ['calculations/carbon', { activities: [] }, 'SCORING'],
      ['calculations/pcaf', { positions: [] }, 'SCORING'],
      ['calculations/tcfd', { answers: [] }, 'SCORING'],
      ['calculations/pai', {}, 'REPORTING'],
    ];
    for (const [path, body, owner] of calls) {
      const other = owner === 'SCORING' ? 'REPORTING' : 'SCORING';
      const before = { [owner]: await posts(owner), [other]: await posts(other) };
      const response = await request(gateway).post(`/api/${path}`).set('authorization', auth).send(body);
      expect(response.status).not.toBe(502);
      await waitFor(async () => (await posts(owner)) === before[owner] + 1, {
        timeoutMs: 5_000,
        message: () => `${path} did not reach ${owner.toLowerCase()}`,
      });
      expect(await posts(other)).toBe(before[other]);
    }
  }, 120_000);

  it('routes the ESG data paths to data-collection, uploads included', async () => {
    const token = async (email: string) =>
      (await request(gateway).post('/api/auth/login').send({ email, password: 'demo-password' }).expect(200))
        .body.data.accessToken as string;
    const gp = await token('gp@demo.test');
    const frameworks = await request(gateway)
      .get('/api/frameworks')
      .set('authorization', `Bearer ${gp}`)
      .expect(200);
    expect(frameworks.body.data.map((f: { standardId: number }) => f.standardId)).toEqual([
      1, 2, 4, 5, 6, 8, 9, 12, 13, 15, 16,
    ]);
    await request(gateway).get('/api/metrics/ghg.scope1').set('authorization', `Bearer ${gp}`).expect(200);
    const responses = await request(gateway)
      .get('/api/responses?period=2025')
      .set('authorization', `Bearer ${gp}`)
      .expect(200);
    const northwind = (
      responses.body.data as Array<{ id: number; companyId: number; standardId: number }>
    ).find((r) => r.companyId === 2 && r.standardId === 1)!;
    const pc = await token('pc@demo.test');
    const csv =
      'COMPOUND_ID,REPORTING_PERIOD,UNIT,VALUE,STATUS,COMMENTS\ntotal_ftes_end_of_report_year,2025,,201,provided,\n';
    const imported = await request(gateway)
      .post(`/api/responses/${northwind.id}/import`)
      .set('authorization', `Bearer ${pc}`)
      .attach('file', Buffer.from(csv), 'export.csv')
      .expect(201);
    expect(imported.body.data).toMatchObject({ format: 'invest-europe-csv', applied: 1 });

    // The gateway's own multipart route (a feedback screenshot) works beside the proxied uploads.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const feedback = await request(gateway)
      .post('/api/feedback')
      .set('authorization', `Bearer ${pc}`)
      .field('category', 'question')
      .field('message', 'Sent through the cluster gateway')
      .attach('screenshot', png, 'screen.png')
      .expect(201);
    expect(feedback.body.data.screenshot).toMatchObject({ mediaType: 'image/png' });
  });
});
