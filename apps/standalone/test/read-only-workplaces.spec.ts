import { existsSync, readdirSync } from 'node:fs';
import request from 'supertest';
import { ES_ADVISOR_WRITES, OWN_ACCOUNT_WRITES } from '@esg/access-policy';
import { mailboxFolder } from '@esg/gateway';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * Read-only workplaces (issue 23, findings 2 and 3; docs/access-policy.md rules 100-103): a
 * demo-contract user and the outside parties (Coinvestor, Consultant) write nothing of the workplace,
 * through one gate in the gateway that every write of every service passes. The probe's requests are
 * replayed as it made them; then every write operation of the OpenAPI document is tried, so a route
 * added later is covered without anyone remembering to add it here.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

/**
 * The writes a read-only workplace keeps, written out by hand: signing in and out, one's own
 * credentials, two-factor, profile and user, one's own notifications' read state, calculations that
 * store nothing, feedback to the platform team.
 */
const OWN_ACCOUNT = [
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/recover-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/set-password',
  'POST /api/auth/change-password',
  'POST /api/auth/2fa/enrol',
  'POST /api/auth/2fa/confirm',
  'POST /api/auth/2fa/disable',
  'POST /api/auth/2fa/verify',
  'POST /api/user',
  'PATCH /api/user/me',
  'PATCH /api/user/{id}',
  'PUT /api/notifications/read-all',
  'PUT /api/notifications/{id}/read',
  'POST /api/calculations/carbon',
  'POST /api/calculations/pai',
  'POST /api/calculations/pcaf',
  'POST /api/calculations/tcfd',
  'POST /api/calculations/taxonomy',
  'POST /api/feedback',
];
/** What a Consultant drafts and discusses as a plan's ES advisor (rule 47). */
const ES_ADVISOR = [
  'PUT /api/action-plans/{id}',
  'PUT /api/action-plans/{id}/send-draft-to-portCo',
  'PUT /api/action-plans/{id}/transfer-esadvisor',
  'POST /api/action-plans/{id}/assign-users',
  'DELETE /api/action-plans/{id}/remove-users',
  'DELETE /api/action-plans/{id}/recommendations',
  'POST /api/action-plan-recommendations/{id}',
  'PUT /api/action-plan-recommendations/{id}',
  'DELETE /api/action-plan-recommendations/{id}',
  'PUT /api/action-plan-recommendations/{id}/additional-commentary',
  'PUT /api/action-plan-recommendations/{id}/verify-document',
  'PUT /api/deliverables/{id}/rating',
  'POST /api/action-plan-recommendations-comments/{id}',
  'PUT /api/action-plan-recommendations-comments/comment/{id}',
  'DELETE /api/action-plan-recommendations-comments/comment/{id}',
  'POST /api/action-plan-recommendations/{id}/progress-tag',
];

type Method = 'post' | 'put' | 'patch' | 'delete';

describe('read-only workplaces: demo contracts and outside parties (issue 23, findings 2 and 3)', () => {
  let host: Host;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const call = (who: string, method: Method, path: string) => request(host.url)[method](path).set(as(who));
  let writes: string[] = [];

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['gp', 'trial', 'coinvestor', 'consultant', 'pc']) {
      const response = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD })
        .expect(200);
      tokens[who] = response.body.data.accessToken as string;
    }
    const document = await request(host.url).get('/api/docs/openapi.json').expect(200);
    const paths = document.body.paths as Record<string, Record<string, unknown>>;
    writes = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The gateway learns which companies hold a demo contract from data-collection's events.
    await waitFor(
      async () => (await call('trial', 'post', '/api/monitoring/reminders').send({})).status === 403,
      {
        message: 'the gateway knows Trial Capital holds a demo contract',
      },
    );
  });
  afterAll(async () => host?.dispose());

  it('the lists of writes kept are exactly these, and each names a route of the API', () => {
    expect([...OWN_ACCOUNT_WRITES]).toEqual(OWN_ACCOUNT);
    expect([...ES_ADVISOR_WRITES]).toEqual(ES_ADVISOR);
    for (const route of [...OWN_ACCOUNT, ...ES_ADVISOR])
      expect({ route, known: writes.includes(route) }).toEqual({ route, known: true });
  });

  it("a demo-contract user does not review the showcase GP's response, nor send its reminders (finding 2)", async () => {
    const status = async () =>
      (await request(host.url).get('/api/responses/14').set(as('gp')).expect(200)).body.data.status as string;
    const was = await status();
    const review = await call('trial', 'post', '/api/responses/14/review').send({
      decisions: [{ metricCode: 'company.evic', verdict: 'returned', comment: 'probe' }],
    });
    expect(review.status).toBe(403);
    expect(review.body).toEqual({
      statusCode: 403,
      code: 'CONTRACT.DEMO',
      message: 'Trial Capital holds a demo contract: the demo workplace is read-only',
    });
    expect(await status()).toBe(was);

    const gateway = host.runtimes.find((r) => r.service === 'gateway')!;
    const mails = () => (existsSync(mailboxFolder(gateway)) ? readdirSync(mailboxFolder(gateway)).length : 0);
    const mailed = mails();
    const reminder = await call('trial', 'post', '/api/monitoring/reminders').send({ responseIds: [13] });
    expect([reminder.status, reminder.body.code]).toEqual([403, 'CONTRACT.DEMO']);
    expect(mails()).toBe(mailed);
  });

  it("Coinvestor and Consultant change neither the GP's PAI report texts nor its carbon calculations (finding 3)", async () => {
    const inventory = await request(host.url)
      .get('/api/carbon-calculations?companyId=2&period=2024')
      .set(as('pc'))
      .expect(200);
    const created = await call('gp', 'post', '/api/carbon-calculations')
      .send({ companyId: 1, period: '2024', activities: inventory.body.data[0].activities })
      .expect(201);
    const id = created.body.data.id as number;
    await call('gp', 'put', '/api/pai/reports/1/2024/texts/T1-2')
      .send({ explanation: 'The GP wrote this' })
      .expect(200);

    for (const who of ['coinvestor', 'consultant']) {
      const text = await call(who, 'put', '/api/pai/reports/1/2024/texts/T1-2').send({
        explanation: 'probe',
      });
      const carbon = await call(who, 'put', `/api/carbon-calculations/${id}`).send({
        activities: inventory.body.data[0].activities,
      });
      const permission = who === 'coinvestor' ? 'Coinvestor' : 'Consultant';
      for (const refused of [text, carbon])
        expect(refused.body).toEqual({
          statusCode: 403,
          code: 'OUTSIDE_PARTY.READ_ONLY',
          message: `${permission} cannot change the GP's data: outside parties read it`,
        });
    }
    const texts = await request(host.url)
      .get('/api/pai/reports/1/2024/texts')
      .set(as('coinvestor'))
      .expect(200);
    expect(texts.body.data.texts.map((t: { explanation: string }) => t.explanation)).toEqual([
      'The GP wrote this',
    ]);
    const calculation = await request(host.url)
      .get(`/api/carbon-calculations/${id}`)
      .set(as('coinvestor'))
      .expect(200);
    expect(calculation.body.data.updatedBy ?? calculation.body.data.createdBy).toBe(2);
  });

  it('every other write operation of the API is refused to them before any service reads it', async () => {
    const refusals: Record<string, string> = {
      trial: 'CONTRACT.DEMO',
      coinvestor: 'OUTSIDE_PARTY.READ_ONLY',
      consultant: 'OUTSIDE_PARTY.READ_ONLY',
    };
    const unexpected: string[] = [];
    for (const operation of writes) {
      if (OWN_ACCOUNT.includes(operation)) continue;
      const [method, template] = operation.split(' ') as [string, string];
      const path = template.replace(/\{[^}]+\}/g, '1');
      for (const [who, code] of Object.entries(refusals)) {
        if (who === 'consultant' && ES_ADVISOR.includes(operation)) continue;
        const response = await call(who, method.toLowerCase() as Method, path).send({});
        if (response.status !== 403 || response.body.code !== code)
          unexpected.push(`${who} ${operation}: ${response.status} ${response.body.code as string}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(writes.length).toBeGreaterThan(100);
  });

  it('their own account stays theirs: profile, read state, calculations and feedback', async () => {
    for (const who of ['trial', 'coinvestor', 'consultant']) {
      await call(who, 'patch', '/api/user/me')
        .send({ name: `${who} renamed` })
        .expect(200);
      await call(who, 'put', '/api/notifications/read-all').expect(200);
      const feedback = await call(who, 'post', '/api/feedback').send({
        category: 'question',
        message: 'How do I buy?',
      });
      expect(feedback.status).toBe(201);
    }
    // A Consultant still drafts as the ES advisor of plan 1: an empty body is the plan's own 400.
    const draft = await call('consultant', 'put', '/api/action-plans/1').send({});
    expect(draft.status).toBe(400);
    const coinvestor = await call('coinvestor', 'put', '/api/action-plans/1').send({});
    expect([coinvestor.status, coinvestor.body.code]).toEqual([403, 'OUTSIDE_PARTY.READ_ONLY']);
  });
});
