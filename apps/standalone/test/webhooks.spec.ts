import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { HTTP } from 'cloudevents';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS, type WebhookDelivery } from '@esg/contracts';
import { webhookDispatcherOf } from '@esg/gateway';
import {
  DEMO_PASSWORD,
  loadConfig,
  ManualClock,
  startHost,
  type AppConfig,
  type RunningHost,
} from '@esg/platform';
import { waitFor } from '@esg/testing';
import { allServices } from '../src/index';

/**
 * Webhooks of the public API (issue 13, docs/webhooks.md) over real HTTP, delivered to real test
 * receivers: the Standard Webhooks signature checked here with a hand-written HMAC, retries after a
 * 500 on a clock the test moves, the dead letter after the limit and a manual redelivery, only the
 * events a company may see, the secret never stored in clear, and the SSRF refusals of production mode.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that records every request and answers the next queued status (200 when none). */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  let fallback = 200;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses.shift() ?? fallback;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/esg`,
    received,
    answer: (...codes: number[]) => statuses.push(...codes),
    answerAlways: (code: number) => {
      fallback = code;
    },
    ofType: (type: string) => received.filter((r) => (JSON.parse(r.body) as { type: string }).type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every file under a folder (the SQLite files and their WAL). */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

async function startWith(clock: ManualClock, adjust: (config: AppConfig) => AppConfig = (c) => c) {
  const dataDir = mkdtempSync(join(tmpdir(), 'esg-webhooks-'));
  const config = adjust(
    loadConfig('standalone', { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
  );
  const host: RunningHost = await startHost({ name: 'standalone', config, definitions: allServices, clock });
  return {
    host,
    dataDir,
    dispose: async () => {
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const COMPANY_UPDATED = 'data-collection.company.updated.v1';

describe('webhooks', () => {
  const clock = new ManualClock(new Date());
  let running: Awaited<ReturnType<typeof startWith>>;
  let url: string;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const receivers: Array<Awaited<ReturnType<typeof startReceiver>>> = [];

  const receiver = async () => {
    const r = await startReceiver();
    receivers.push(r);
    return r;
  };
  const subscribe = async (who: string, target: string, events: string[]) => {
    const created = await request(url).post('/api/webhooks').set(as(who)).send({ url: target, events });
    expect(created.status).toBe(201);
    return created.body.data as { id: string; secret: string };
  };
  const log = async (who: string, webhookId: string) =>
    (await request(url).get(`/api/webhooks/${webhookId}/deliveries`).set(as(who))).body
      .data as WebhookDelivery[];
  const updateCompany = async (who: string, companyId: number, cycle: string) =>
    expect(
      (
        await request(url)
          .patch(`/api/company/${companyId}`)
          .set(as(who))
          .send({ data_collection_duration: cycle })
      ).status,
    ).toBe(200);
  /** One dispatcher pass after the clock moved (the dispatcher also runs by itself; passes do not overlap). */
  const pass = async (seconds: number) => {
    clock.set(new Date(clock.now().getTime() + seconds * 1000));
    await webhookDispatcherOf(running.host.runtimes.find((r) => r.service === 'gateway')!).flush();
  };

  beforeAll(async () => {
    running = await startWith(clock);
    url = running.host.url;
    for (const who of ['admin', 'gp', 'pc', 'contributor', 'lp']) {
      const login = await request(url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD });
      tokens[who] = login.body.data.accessToken as string;
    }
    for (const companyId of [1, 2])
      await request(url)
        .put(`/api/api-keys/access/${companyId}`)
        .set(as('admin'))
        .send({ enabled: true })
        .expect(200);
  });
  afterAll(async () => {
    for (const r of receivers) await r.close();
    await running?.dispose();
  });

  it('signs each delivery as Standard Webhooks says, with a secret shown once and kept encrypted', async () => {
    const hooks = await receiver();
    const { id, secret } = await subscribe('gp', hooks.url, ['*']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const listed = await request(url).get('/api/webhooks').set(as('gp'));
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id,
        companyId: 1,
        url: hooks.url,
        events: ['*'],
        active: true,
        createdBy: 2,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));
    for (const file of filesUnder(running.dataDir))
      expect({ file, holdsSecret: readFileSync(file).includes(secret.slice(6)) }).toEqual({
        file,
        holdsSecret: false,
      });

    await updateCompany('gp', 1, 'quarterly');
    const [delivery] = await waitFor(() => {
      const got = hooks.ofType(COMPANY_UPDATED);
      return got.length > 0 ? got : null;
    });

    // The receiver's own check, written here from the specification, not with the gateway's code.
    const msgId = delivery.headers['webhook-id'] as string;
    const timestamp = delivery.headers['webhook-timestamp'] as string;
    const signature = delivery.headers['webhook-signature'] as string;
    expect(msgId).toMatch(/^msg_/);
    expect(timestamp).toBe(String(Math.floor(clock.now().getTime() / 1000)));
    const key = Buffer.from(secret.split('_')[1], 'base64');
    const expected = createHmac('sha256', key).update(`${msgId}.${timestamp}.${delivery.body}`).digest();
    const [version, sent] = signature.split(',');
    expect(version).toBe('v1');
    expect(timingSafeEqual(Buffer.from(sent, 'base64'), expected)).toBe(true);
    // A body changed in transit no longer matches.
    const tampered = createHmac('sha256', key)
      .update(`${msgId}.${timestamp}.${delivery.body} `)
      .digest('base64');
    expect(tampered).not.toBe(sent);

    // The body is the CloudEvent (structured mode), readable with the CloudEvents SDK.
    expect(delivery.headers['content-type']).toMatch(/^application\/cloudevents\+json/);
    const event = HTTP.toEvent({ headers: delivery.headers, body: delivery.body });
    expect(Array.isArray(event)).toBe(false);
    expect(event).toMatchObject({
      type: COMPANY_UPDATED,
      specversion: '1.0',
      data: expect.objectContaining({ companyId: 1 }),
    });

    const entries = await waitFor(async () => {
      const rows = (await log('gp', id)).filter(
        (d) => d.eventType === COMPANY_UPDATED && d.status === 'delivered',
      );
      return rows.length > 0 ? rows : null;
    });
    expect(entries[0]).toMatchObject({ id: msgId, attempts: 1, responseStatus: 200, nextAttemptAt: null });
  });

  it('retries after a 500 under the same webhook-id, on the persisted schedule', async () => {
    const flaky = await receiver();
    flaky.answer(500);
    const { id } = await subscribe('gp', flaky.url, [COMPANY_UPDATED]);
    await updateCompany('gp', 1, 'annually');
    const failed = await waitFor(async () => (await log('gp', id)).find((d) => d.attempts === 1));
    expect(failed).toMatchObject({ status: 'pending', responseStatus: 500 });
    expect(Date.parse(failed.nextAttemptAt!) - Date.parse(failed.lastAttemptAt!)).toBe(
      WEBHOOK_RETRY_DELAYS_SECONDS[0] * 1000,
    );

    await pass(WEBHOOK_RETRY_DELAYS_SECONDS[0]);
    const [retried] = await log('gp', id);
    expect(retried).toMatchObject({ id: failed.id, status: 'delivered', attempts: 2, responseStatus: 200 });
    expect(retried.attemptLog.map((a) => a.responseStatus)).toEqual([500, 200]);
    expect(flaky.received.map((r) => r.headers['webhook-id'])).toEqual([failed.id, failed.id]);
  });

  it('dead-letters a delivery after the limit and redelivers it on request', async () => {
    const down = await receiver();
    down.answerAlways(503);
    const { id } = await subscribe('gp', down.url, [COMPANY_UPDATED]);
    await updateCompany('gp', 1, 'quarterly');
    await waitFor(async () => (await log('gp', id)).find((d) => d.attempts === 1));
    for (const delay of WEBHOOK_RETRY_DELAYS_SECONDS) await pass(delay);

    const [dead] = await log('gp', id);
    expect(dead).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      responseStatus: 503,
      nextAttemptAt: null,
    });
    expect(down.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    // Nothing more is tried, however long one waits.
    await pass(7 * 86_400);
    expect(down.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const hook = await request(url).get(`/api/webhooks/${id}`).set(as('gp'));
    expect(hook.body.data.deliveries).toEqual({ pending: 0, delivered: 0, failed: 1 });

    down.answerAlways(204);
    const redelivered = await request(url)
      .post(`/api/webhooks/${id}/deliveries/${dead.id}/redeliver`)
      .set(as('gp'));
    expect(redelivered.status).toBe(200);
    expect(redelivered.body.data).toMatchObject({ id: dead.id, status: 'pending' });
    const done = await waitFor(async () => (await log('gp', id)).find((d) => d.status === 'delivered'));
    expect(done).toMatchObject({ id: dead.id, attempts: WEBHOOK_MAX_ATTEMPTS + 1, responseStatus: 204 });
    expect(down.received.at(-1)!.headers['webhook-id']).toBe(dead.id);
  });

  it('sends a company only the events it may see, and only the types it asked for', async () => {
    const gpAll = await receiver();
    const pcAll = await receiver();
    const gpPlans = await receiver();
    const gpHook = await subscribe('gp', gpAll.url, ['*']);
    const pcHook = await subscribe('pc', pcAll.url, ['*']);
    const plansHook = await subscribe('gp', gpPlans.url, ['action-plans.plan.created.v1']);

    // Evergreen (1) changes its details: its own webhook hears it; Northwind (2) may not see it.
    await updateCompany('gp', 1, 'quarterly');
    const ofGp = await waitFor(async () =>
      (await log('gp', gpHook.id)).find((d) => d.eventType === COMPANY_UPDATED),
    );
    // Deliveries of one event to every webhook are queued in one transaction: absent now is absent.
    expect((await log('pc', pcHook.id)).some((d) => d.eventId === ofGp.eventId)).toBe(false);
    expect(await log('gp', plansHook.id)).toEqual([]);

    // Northwind changes its own: its webhook hears it, Evergreen's does not.
    await updateCompany('pc', 2, 'annually');
    const ofPc = await waitFor(async () =>
      (await log('pc', pcHook.id)).find((d) => d.eventType === COMPANY_UPDATED),
    );
    expect((await log('gp', gpHook.id)).some((d) => d.eventId === ofPc.eventId)).toBe(false);
    await waitFor(() => pcAll.ofType(COMPANY_UPDATED).length === 1);
    expect(JSON.parse(pcAll.ofType(COMPANY_UPDATED)[0].body)).toMatchObject({ data: { companyId: 2 } });
  });

  it('is managed by the company’s own users only: others are refused or see nothing of it', async () => {
    const target = await receiver();
    const { id } = await subscribe('gp', target.url, ['*']);
    // A contributor of Evergreen may not manage its webhooks; a portfolio company finds no such webhook.
    expect((await request(url).get('/api/webhooks').set(as('contributor'))).status).toBe(403);
    expect((await request(url).get(`/api/webhooks/${id}`).set(as('pc'))).status).toBe(404);
    expect((await request(url).delete(`/api/webhooks/${id}`).set(as('pc'))).status).toBe(404);
    // The GP acting for its portfolio company may not manage that company's webhooks.
    expect((await request(url).get('/api/webhooks').set(as('gp')).set('x-company-id', '2')).status).toBe(403);
    // An LP whose company the API is not open to may list (nothing) but not subscribe.
    expect((await request(url).get('/api/webhooks').set(as('lp'))).body).toEqual({ data: [] });
    const refused = await request(url)
      .post('/api/webhooks')
      .set(as('lp'))
      .send({ url: target.url, events: ['*'] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('API_KEY.NOT_ENABLED');
  });

  it('checks the subscription: known event types, * alone, a usable URL', async () => {
    const bad = async (body: object) => {
      const answer = await request(url).post('/api/webhooks').set(as('gp')).send(body);
      expect(answer.status).toBe(400);
      return JSON.stringify(answer.body);
    };
    expect(await bad({ url: 'http://127.0.0.1:9/x', events: ['no.such.event.v1'] })).toContain(
      'Unknown event type',
    );
    expect(await bad({ url: 'http://127.0.0.1:9/x', events: ['*', COMPANY_UPDATED] })).toContain(
      'Use * alone',
    );
    expect(
      await bad({ url: 'http://127.0.0.1:9/x', events: ['gateway.user.password-changed.v1'] }),
    ).toContain('not sent to webhooks');
    expect(await bad({ url: 'ftp://example.com/x', events: ['*'] })).toContain('https://');
    expect(await bad({ url: 'https://user:pw@example.com/x', events: ['*'] })).toContain('credentials');
  });

  it('rotates the secret (the old one stops signing), pauses, and deletes with its log', async () => {
    const target = await receiver();
    const { id, secret } = await subscribe('gp', target.url, [COMPANY_UPDATED]);
    const rotated = await request(url).post(`/api/webhooks/${id}/rotate`).set(as('gp'));
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.secret as string;
    expect(fresh).not.toBe(secret);

    await updateCompany('gp', 1, 'annually');
    const [got] = await waitFor(() => (target.received.length > 0 ? target.received : null));
    const signed = (s: string) =>
      createHmac('sha256', Buffer.from(s.slice(6), 'base64'))
        .update(
          `${String(got.headers['webhook-id'])}.${String(got.headers['webhook-timestamp'])}.${got.body}`,
        )
        .digest('base64');
    expect(got.headers['webhook-signature']).toBe(`v1,${signed(fresh)}`);
    expect(got.headers['webhook-signature']).not.toBe(`v1,${signed(secret)}`);

    const paused = await request(url).patch(`/api/webhooks/${id}`).set(as('gp')).send({ active: false });
    expect(paused.body.data.active).toBe(false);
    await updateCompany('gp', 1, 'quarterly');
    // A paused webhook is not queued anything (the fan-out is in order: a later webhook's delivery shows it ran).
    const witness = await receiver();
    const witnessHook = await subscribe('gp', witness.url, [COMPANY_UPDATED]);
    await updateCompany('gp', 1, 'annually');
    await waitFor(async () => (await log('gp', witnessHook.id)).length > 0);
    expect(target.received).toHaveLength(1);

    expect((await request(url).delete(`/api/webhooks/${id}`).set(as('gp'))).status).toBe(204);
    expect((await request(url).get(`/api/webhooks/${id}`).set(as('gp'))).status).toBe(404);
    expect((await request(url).get(`/api/webhooks/${id}/deliveries`).set(as('gp'))).status).toBe(404);
  });
});

describe('webhooks in production mode (SSRF)', () => {
  let running: Awaited<ReturnType<typeof startWith>>;
  let token = '';

  beforeAll(async () => {
    // The standalone adapters (SQLite, in-process bus) with the production rules for receivers.
    running = await startWith(new ManualClock(new Date()), (config) => ({ ...config, mode: 'production' }));
    const login = await request(running.host.url)
      .post('/api/auth/login')
      .send({ email: 'admin@demo.test', password: DEMO_PASSWORD });
    const admin = login.body.data.accessToken as string;
    await request(running.host.url)
      .put('/api/api-keys/access/1')
      .set('authorization', `Bearer ${admin}`)
      .send({ enabled: true })
      .expect(200);
    const gp = await request(running.host.url)
      .post('/api/auth/login')
      .send({ email: 'gp@demo.test', password: DEMO_PASSWORD });
    token = gp.body.data.accessToken as string;
  });
  afterAll(async () => running?.dispose());

  it.each([
    ['loopback', 'https://127.0.0.1/hooks'],
    ['loopback by name', 'https://localhost:8443/hooks'],
    ['loopback, IPv6', 'https://[::1]/hooks'],
    ['loopback, IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/hooks'],
    ['loopback, as one number', 'https://2130706433/hooks'],
    ['private', 'https://10.1.2.3/hooks'],
    ['private', 'https://192.168.1.20/hooks'],
    ['private', 'https://172.20.0.5/hooks'],
    ['link-local metadata', 'https://169.254.169.254/latest/meta-data/'],
    ['unique-local IPv6', 'https://[fd00:ec2::254]/hooks'],
    ['unspecified', 'https://0.0.0.0/hooks'],
    // Issue 23, finding 10: every IPv6 form that carries an IPv4 address is checked as that address.
    ['loopback, IPv4-compatible IPv6', 'https://[::127.0.0.1]/'],
    ['loopback, IPv4-translated IPv6', 'https://[::ffff:0:127.0.0.1]/'],
    ['loopback, 6to4', 'https://[2002:7f00:1::]/'],
    ['metadata, 6to4', 'https://[2002:a9fe:a9fe::1]/'],
    ['private, NAT64', 'https://[64:ff9b::10.0.0.1]/'],
    ['loopback, local-use NAT64', 'https://[64:ff9b:1::7f00:1]/'],
    ['loopback, Teredo client', 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/'],
  ])('refuses a %s receiver (%s)', async (_kind, target) => {
    const refused = await request(running.host.url)
      .post('/api/webhooks')
      .set('authorization', `Bearer ${token}`)
      .send({ url: target, events: ['*'] });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('WEBHOOK.URL_REFUSED');
    expect(refused.body.message).toMatch(/private, loopback, link-local or metadata address/);
  });

  it('requires https', async () => {
    const refused = await request(running.host.url)
      .post('/api/webhooks')
      .set('authorization', `Bearer ${token}`)
      .send({ url: 'http://93.184.215.14/hooks', events: ['*'] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'WEBHOOK.URL_REFUSED',
      message: 'Webhook URLs must start with https://',
    });
  });
});
