import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { CORRELATION_HEADER, NOTIFICATION_ERRORS } from '@esg/contracts';
import {
  AccessTokenGuard,
  DEMO_PASSWORD,
  loadConfig,
  requestContext,
  startHost,
  type RunningHost,
} from '@esg/platform';
import { TEST_BUILD_ID } from '@esg/testing';
import { allServices } from '../src/index';
import { seededStandaloneDir } from './seeded-standalone';

/**
 * ADR 0133: the bell's GET /api/notifications/counts is served by a plain Fastify handler, not Nest's
 * pipeline. Everything the Nest route did still holds: the token, the live session and the X-Company-ID
 * check (the guard's own function), the query's 400 with the route's failure message, the error shape,
 * the security headers and no-store, the correlation id, the request log with the caller, the duration
 * histogram. And Nest's guard is not what answers it.
 */
describe('a plain route (the bell’s counts)', () => {
  let host: RunningHost;
  let dataDir: string;
  let log = '';
  let token: string;
  const counts = '/api/notifications/counts';
  const lines = () =>
    log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    // A copy of the run's seeded template: what is logged on a first start is not the question here.
    dataDir = await seededStandaloneDir('esg-plain-route-');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const config = loadConfig('standalone', {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BUILD_ID: TEST_BUILD_ID,
    });
    const logger = pino(
      {
        level: 'info',
        mixin: () => {
          const ctx = requestContext.getStore();
          return ctx ? { correlationId: ctx.correlationId, userId: ctx.userId } : {};
        },
      },
      sink,
    );
    host = await startHost({ name: 'standalone', config, definitions: allServices, logger });
    token = await login();
  });
  afterAll(async () => {
    await host?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function login(): Promise<string> {
    const answer = await request(host.url)
      .post('/api/auth/login')
      .send({ email: 'gp@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    return answer.body.data.accessToken as string;
  }

  it('answers the caller’s counts without Nest’s guard, with every header of an API answer', async () => {
    const guard = jest.spyOn(AccessTokenGuard.prototype, 'canActivate');
    try {
      const answer = await request(host.url)
        .get(counts)
        .set('authorization', `Bearer ${token}`)
        .set(CORRELATION_HEADER, 'bell-1')
        .expect(200);
      expect(answer.body).toEqual({
        data: { total: expect.any(Number), read: expect.any(Number), unread: expect.any(Number) },
      });
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers[CORRELATION_HEADER]).toBe('bell-1');
      expect(guard).not.toHaveBeenCalled();
      // Every other route still goes through Nest's guard.
      await request(host.url).get('/api/company/1').set('authorization', `Bearer ${token}`).expect(200);
      expect(guard).toHaveBeenCalled();
    } finally {
      guard.mockRestore();
    }
  });

  it('logs the request with its correlation id and the caller, and times it in the route’s histogram', async () => {
    await request(host.url)
      .get(counts)
      .set('authorization', `Bearer ${token}`)
      .set(CORRELATION_HEADER, 'bell-2')
      .expect(200);
    const line = lines().find((l) => l.msg === 'request' && l.correlationId === 'bell-2');
    expect(line).toMatchObject({ method: 'GET', url: counts, status: 200 });
    expect(line?.userId).toMatch(/^\d+$/);
    const metrics = await request(host.url).get('/metrics').expect(200);
    expect(metrics.text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/notifications\/counts"[^}]*status="200"[^}]*\} [1-9]/,
    );
  });

  it('refuses no token, a bad token and an ended session with the guard’s codes', async () => {
    const none = await request(host.url).get(counts).expect(401);
    expect(none.body).toMatchObject({ statusCode: 401, code: 'AUTH.UNAUTHENTICATED' });
    expect(none.headers['cache-control']).toBe('no-store');
    const bad = await request(host.url).get(counts).set('authorization', 'Bearer not-a-token').expect(401);
    expect(bad.body).toMatchObject({ statusCode: 401, code: 'AUTH.INVALID_TOKEN' });
    const ended = await login();
    await request(host.url).post('/api/auth/logout').set('authorization', `Bearer ${ended}`).expect(204);
    const after = await request(host.url).get(counts).set('authorization', `Bearer ${ended}`).expect(401);
    expect(after.body).toMatchObject({ statusCode: 401, code: 'AUTH.SESSION_EXPIRED' });
  });

  it('refuses an X-Company-ID the caller may not act for, and logs the refusal', async () => {
    const bad = await request(host.url)
      .get(counts)
      .set('authorization', `Bearer ${token}`)
      .set('x-company-id', 'abc')
      .expect(400);
    expect(bad.body.code).toBe('COMPANY.VALIDATION');
    const foreign = await request(host.url)
      .get(counts)
      .set('authorization', `Bearer ${token}`)
      .set('x-company-id', '999999')
      .expect(403);
    expect(foreign.body).toMatchObject({ statusCode: 403, code: 'COMPANY.FORBIDDEN' });
    expect(lines().some((l) => l.msg === 'access denied' && l.code === 'COMPANY.FORBIDDEN')).toBe(true);
  });

  it('checks its query with the same pipe and answers 400 with the route’s failure message', async () => {
    const bad = await request(host.url)
      .get(`${counts}?pcId=abc`)
      .set('authorization', `Bearer ${token}`)
      .expect(400);
    expect(bad.body).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect(bad.body.message).toMatch(new RegExp(`^${NOTIFICATION_ERRORS.counts}: `));
    const plan = await request(host.url)
      .get(`${counts}?actionPlanId=2`)
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect(Object.keys(plan.body.data).sort()).toEqual(['read', 'total', 'unread']);
  });

  it('answers HEAD as Fastify does for a GET route, without a body', async () => {
    const head = await request(host.url).head(counts).set('authorization', `Bearer ${token}`).expect(200);
    expect(head.text ?? '').toBe('');
    await request(host.url).head(counts).expect(401);
  });
});
