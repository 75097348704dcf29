import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { io as connect } from 'socket.io-client';
import {
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  DEMO_TEAM_INVITATIONS,
  DEMO_USERS,
  loadConfig,
  startHost,
} from '@esg/platform';
import { emptyDataDir, waitFor } from '@esg/testing';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { DEMO_PEER_COMPANIES, DEMO_PEER_INVESTORS } from '@esg/data-collection';
import { allServices } from '../src/index';
import { appendEvents } from './live-harness';
import { startStandalone } from './standalone-host';

type Host = Awaited<ReturnType<typeof startStandalone>>;

async function login(host: Host, email: string, password = DEMO_PASSWORD) {
  return request(host.url).post('/api/auth/login').send({ email, password });
}
async function tokenOf(host: Host, email: string): Promise<string> {
  const response = await login(host, email);
  expect(response.status).toBe(200);
  return response.body.data.accessToken as string;
}

describe('standalone host', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startStandalone();
  });
  afterAll(async () => host?.dispose());

  describe('operations endpoints', () => {
    it('answers liveness and readiness', async () => {
      await request(host.url).get('/health').expect(200, { status: 'ok' });
      await request(host.url).get('/ready').expect(200, { status: 'ready' });
    });

    it('exposes Prometheus metrics for HTTP and events', async () => {
      await request(host.url).get('/health');
      // An event appended to an outbox (the seed's were handled before the run's template was taken).
      await appendEvents(host, [
        createEvent({
          type: 'data-collection.company.updated.v1',
          source: 'data-collection',
          subject: 1,
          companyId: 1,
          data: { companyId: 1, changes: {} },
        }),
      ]);
      // Standalone consumers read the outboxes themselves (no relay): what they handled is counted.
      const metrics = await waitFor(async () => {
        const response = await request(host.url).get('/metrics').expect(200);
        return /^events_consumed_total\{.*\} [1-9]/m.test(response.text) && response;
      });
      expect(metrics.text).toContain('http_request_duration_seconds_bucket');
      expect(metrics.text).toContain('events_published_total');
    });

    it('echoes a correlation id, or makes one', async () => {
      const given = await request(host.url).get('/health').set('x-correlation-id', 'abc-123');
      expect(given.headers['x-correlation-id']).toBe('abc-123');
      const made = await request(host.url).get('/health');
      expect(made.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('login', () => {
    it.each(DEMO_USERS.map((u) => [u.email, u.role]))(
      'lets %s (%s) in with the demo password',
      async (email, role) => {
        const response = await login(host, email);
        expect(response.status).toBe(200);
        expect(response.body.data.user).toMatchObject({ email, role });
        expect(typeof response.body.data.accessToken).toBe('string');
      },
    );

    it('sets the __session cookie as the spec says', async () => {
      const response = await login(host, 'gp@demo.test');
      const cookie = ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('__session='));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Max-Age=3600/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/); // localhost
    });

    it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
      const wrong = await login(host, 'lp@demo.test', 'not-the-password');
      const unknown = await login(host, 'nobody@demo.test', 'not-the-password');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({
        statusCode: 401,
        code: 'AUTH.INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('rejects malformed input with a clear 400', async () => {
      const bad = await request(host.url)
        .post('/api/auth/login')
        .send({ email: 'not-an-email', password: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION');
      expect(bad.body.message).toMatch(/email/);
      const extra = await request(host.url)
        .post('/api/auth/login')
        .send({ email: 'gp@demo.test', password: 'x', admin: true });
      expect(extra.status).toBe(400);
      expect(extra.body.message).toMatch(/admin/);
    });

    it('rejects an oversized body with 413', async () => {
      const big = await request(host.url)
        .post('/api/auth/login')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ email: 'gp@demo.test', password: 'x'.repeat(2 * 1024 * 1024) }));
      expect(big.status).toBe(413);
      expect(big.body.statusCode).toBe(413);
    });

    it('rate-limits repeated attempts on one e-mail', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push((await login(host, 'consultant@demo.test', 'wrong-password')).status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('sessions', () => {
    it('needs a bearer token on the API', async () => {
      const response = await request(host.url).get('/api/company/1');
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('AUTH.UNAUTHENTICATED');
      const forged = await request(host.url).get('/api/company/1').set('authorization', 'Bearer a.b.c');
      expect(forged.status).toBe(401);
    });

    it('trades the cookie for a fresh token after a reload, until logout revokes the session', async () => {
      const response = await login(host, 'pc@demo.test');
      const cookie = ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('__session='))!
        .split(';')[0];
      const token = response.body.data.accessToken as string;
      const restored = await request(host.url).get('/api/auth/session').set('cookie', cookie).expect(200);
      expect(restored.body.data.user.email).toBe('pc@demo.test');

      await request(host.url).post('/api/auth/logout').set('authorization', `Bearer ${token}`).expect(204);
      const after = await request(host.url).get('/api/company/2').set('authorization', `Bearer ${token}`);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('AUTH.SESSION_EXPIRED');
      await request(host.url).get('/api/auth/session').set('cookie', cookie).expect(401);
    });
  });

  describe('companies', () => {
    it('shows a company with its parent', async () => {
      const token = await tokenOf(host, 'pc@demo.test');
      const response = await request(host.url)
        .get('/api/company/2')
        .set('authorization', `Bearer ${token}`)
        .expect(200);
      expect(response.body.data.company).toMatchObject({
        id: 2,
        name: 'Northwind Renewables',
        type: 'pc',
        parent_id: 1,
      });
      expect(response.body.data.company.company_standard_assignments).toEqual([
        { standard_id: 1 },
        { standard_id: 2 },
        { standard_id: 8 },
        { standard_id: 16 },
      ]);
      expect(response.body.data.parentCompany).toMatchObject({ id: 1, name: 'Evergreen Capital Partners' });
    });

    it('refuses another tenant with 403 and an unknown company with 404', async () => {
      const pc = await tokenOf(host, 'pc@demo.test');
      const other = await request(host.url).get('/api/company/3').set('authorization', `Bearer ${pc}`);
      expect(other.status).toBe(403);
      expect(other.body.code).toBe('COMPANY.FORBIDDEN');
      const admin = await tokenOf(host, 'admin@demo.test');
      const missing = await request(host.url).get('/api/company/999').set('authorization', `Bearer ${admin}`);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('COMPANY.NOT_FOUND');
      const bad = await request(host.url).get('/api/company/abc').set('authorization', `Bearer ${admin}`);
      expect(bad.status).toBe(400);
    });
  });

  describe('X-Company-ID', () => {
    const withCompany = async (email: string, companyId: string) =>
      request(host.url)
        .get('/api/standard')
        .set('authorization', `Bearer ${await tokenOf(host, email)}`)
        .set('x-company-id', companyId);

    it('accepts the companies a user may act for', async () => {
      // The gateway learns companies from data-collection's events: wait until it has.
      await waitFor(async () => (await withCompany('gp@demo.test', '2')).status === 200, { timeoutMs: 5000 });
      await withCompany('gp@demo.test', '1').then((r) => expect(r.status).toBe(200));
      await withCompany('pc@demo.test', '2').then((r) => expect(r.status).toBe(200));
      await withCompany('admin@demo.test', '7').then((r) => expect(r.status).toBe(200));
    });

    it('refuses another tenant with 403, and a malformed header with 400', async () => {
      await waitFor(async () => (await withCompany('gp@demo.test', '2')).status === 200, { timeoutMs: 5000 });
      for (const [email, companyId] of [
        ['gp@demo.test', '5'],
        ['pc@demo.test', '1'],
        ['pc@demo.test', '3'],
        ['lp@demo.test', '1'],
        ['gp@demo.test', '999'],
      ] as const) {
        const response = await withCompany(email, companyId);
        expect({ email, companyId, status: response.status, code: response.body.code }).toEqual({
          email,
          companyId,
          status: 403,
          code: 'COMPANY.FORBIDDEN',
        });
      }
      const malformed = await withCompany('gp@demo.test', 'one');
      expect(malformed.status).toBe(400);
    });
  });

  describe('web app and unknown routes', () => {
    it('answers unknown API paths with a JSON 404', async () => {
      const response = await request(host.url).get('/api/no-such-thing');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    });

    it('serves the SPA for client-side routes', async () => {
      const response = await request(host.url).get('/user-guide').expect(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      await request(host.url).get('/action-plans/detail/12').expect(200);
    });

    it('serves the SPA with status 404 for a path outside the route catalogue', async () => {
      const response = await request(host.url).get('/no/such/page').expect(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      await request(host.url).get('/assets/missing-chunk.js').expect(404);
    });
  });

  describe('live channel', () => {
    it('accepts a socket with a valid token and refuses one without', async () => {
      const token = await tokenOf(host, 'gp@demo.test');
      const good = connect(host.url, {
        path: '/socket.io',
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      const at = await new Promise<string>((resolve, reject) => {
        good.on('connect_error', reject);
        good.on('connect', () => good.emit('ping', resolve));
      });
      expect(Date.parse(at)).not.toBeNaN();
      good.close();

      const bad = connect(host.url, {
        path: '/socket.io',
        auth: { token: 'nope' },
        transports: ['websocket'],
        reconnection: false,
      });
      const error = await new Promise<Error>((resolve) => bad.on('connect_error', resolve));
      expect(error.message).toBe('unauthorized');
      bad.close();
    });
  });

  describe('events', () => {
    it('publishes the seeded registrations through the outbox to the bus', async () => {
      const seen: CloudEvent[] = [];
      const subscription = await host.bus.subscribe({
        group: 'standalone-spec',
        topics: ['data-collection.company', 'gateway.user'],
        handler: async (event) => {
          seen.push(event);
        },
      });
      // One registration per seeded company (other investors' benchmark peers included) and per seeded
      // user, invited team members included.
      const users = DEMO_USERS.length + DEMO_TEAM_INVITATIONS.length;
      const companies = DEMO_COMPANIES.length + DEMO_PEER_INVESTORS.length + DEMO_PEER_COMPANIES.length;
      await waitFor(() => seen.length >= companies + users, { timeoutMs: 5000 });
      expect(seen.filter((e) => e.type === 'data-collection.company.registered.v1')).toHaveLength(companies);
      expect(seen.filter((e) => e.type === 'gateway.user.registered.v1')).toHaveLength(users);
      await subscription.close();
    });
  });
});

describe('standalone host restarts', () => {
  it('seeds once: a second start on the same data folder adds nothing', async () => {
    // A true first start, on an empty folder (the other hosts start from the run's seeded template).
    const first = await startStandalone(emptyDataDir('esg-standalone-'));
    const dataDir = first.dataDir;
    const countOutbox = async (h: Host) =>
      (await Promise.all(h.runtimes.map((r) => r.store.outbox.read(0, 1000)))).flat().length;
    const before = await countOutbox(first);
    await first.close();
    const second = await startStandalone(dataDir);
    try {
      expect(await countOutbox(second)).toBe(before);
      const gateway = second.runtimes.find((r) => r.service === 'gateway')!;
      expect(await gateway.store.count('users')).toBe(DEMO_USERS.length + DEMO_TEAM_INVITATIONS.length);
      const token = await tokenOf(second, 'gp@demo.test');
      await request(second.url).get('/api/company/1').set('authorization', `Bearer ${token}`).expect(200);
    } finally {
      await second.dispose();
    }
    // Two whole starts, the first a true first start (migrations, workbooks, seeds): 40-odd seconds on an
    // idle machine, more than the tier's 120 s when the machine is shared.
  }, 300_000);

  it('stops with an error naming a corrupt SQLite file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'esg-corrupt-'));
    try {
      writeFileSync(join(dataDir, 'data-collection.db'), 'this is not a database'.repeat(100));
      const config = loadConfig('standalone', { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
      await expect(startHost({ name: 'standalone', config, definitions: allServices })).rejects.toThrow(
        /data-collection\.db.*(corrupt|not a database)/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
