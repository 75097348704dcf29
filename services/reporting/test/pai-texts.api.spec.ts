import { paiTextChangedV1, paiTextSchema, paiTextsResponseSchema } from '@esg/contracts';
import type { DemoUser } from '@esg/platform';
import { startReporting, type ReportingHost } from './reporting-host';

/*
 * PAI report texts: GET /api/pai/reports/{companyId}/{year}/texts and
 * PUT /api/pai/reports/{companyId}/{year}/texts/{indicatorId}. Demo tenant: company 1 is the GP
 * (gp@; coinvestor@ and consultant@ its outside parties), 2 its portfolio company (pc@), 4 another one (contributor@),
 * 5 an LP (lp@), 6 the platform (admin@), 7 a demo-contract GP (trial@).
 */
const GP_CONTRIBUTOR: DemoUser = {
  id: 90,
  name: 'Gina Helper',
  email: 'gp-contributor@demo.test',
  role: 'gp',
  permission: 'Contributor',
  company_id: 1,
};

/** A second member of the GP's own team (no permission). */
const GP_COLLEAGUE: DemoUser = {
  id: 91,
  name: 'Gus Colleague',
  email: 'gp-colleague@demo.test',
  role: 'gp',
  permission: null,
  company_id: 1,
};

let host: ReportingHost;
beforeAll(async () => {
  host = await startReporting();
});
afterAll(async () => {
  await host.dispose();
});

const texts = (path = '/api/pai/reports/1/2025/texts', who: string | DemoUser = 'gp@demo.test') =>
  host.as(who).get(path);
const save = (indicatorId: string, body: object, who: string | DemoUser = 'gp@demo.test', query = '') =>
  host.as(who).put(`/api/pai/reports/1/2025/texts/${indicatorId}${query}`).send(body);

describe('PAI report texts', () => {
  it('the GP saves an explanation; the text, its history and an event record who and when', async () => {
    const since = host.events.length;
    const response = await save('T1-1a', { explanation: 'Scope 1 covers 80% of the portfolio.' }).expect(200);
    const text = paiTextSchema.parse(response.body.data);
    expect(text).toMatchObject({
      indicatorId: 'T1-1a',
      explanation: 'Scope 1 covers 80% of the portfolio.',
      actions: '',
      version: 1,
      updatedBy: 2,
    });
    expect(text.history).toEqual([
      {
        version: 1,
        changedAt: text.updatedAt,
        changedBy: 2,
        changes: { explanation: { before: '', after: 'Scope 1 covers 80% of the portfolio.' } },
      },
    ]);
    const event = await host.nextEvent('reporting.pai-text.changed.v1', since);
    expect(event.subject).toBe('1:-:2025:T1-1a');
    expect(event.companyid).toBe('1');
    expect(event.actorid).toBe('2');
    expect(paiTextChangedV1.parse(event.data)).toEqual({
      companyId: 1,
      fundId: null,
      year: 2025,
      indicatorId: 'T1-1a',
      version: 1,
      actorId: 2,
      changes: { explanation: { before: '', after: 'Scope 1 covers 80% of the portfolio.' } },
    });
  });

  it('keeps every version: old → new per field, oldest first', async () => {
    await save('T1-4', { explanation: 'First draft', actions: 'Engage' }).expect(200);
    const second = await save(
      'T1-4',
      { actions: 'Engage with the two fossil holdings by Q2' },
      GP_COLLEAGUE,
    ).expect(200);
    expect(second.body.data).toMatchObject({ version: 2, explanation: 'First draft', updatedBy: 91 });
    expect(
      second.body.data.history.map((h: { changes: unknown; changedBy: number }) => [h.changedBy, h.changes]),
    ).toEqual([
      [2, { explanation: { before: '', after: 'First draft' }, actions: { before: '', after: 'Engage' } }],
      [91, { actions: { before: 'Engage', after: 'Engage with the two fossil holdings by Q2' } }],
    ]);
  });

  it('saving the same text again adds no version', async () => {
    const since = host.events.length;
    const response = await save('T1-4', { explanation: 'First draft' }).expect(200);
    expect(response.body.data.version).toBe(2);
    await save('T1-1a', { explanation: 'Scope 1 covers 80% of the portfolio.' }).expect(200);
    // A real change afterwards: once its event is here, any event of the two saves above would be too.
    await save('T1-10', { explanation: 'No violations found.' }).expect(200);
    await host.nextEvent('reporting.pai-text.changed.v1', since, (e) => e.subject === '1:-:2025:T1-10');
    expect(host.events.slice(since).map((e) => e.subject)).toEqual(['1:-:2025:T1-10']);
  });

  it('refuses an edit of a version someone else has since changed (409)', async () => {
    const response = await save('T1-4', { explanation: 'Mine', expectedVersion: 1 }).expect(409);
    expect(response.body).toMatchObject({ statusCode: 409, code: 'PAI_TEXT.CONFLICT' });
    await save('T1-4', { explanation: 'Mine', expectedVersion: 2 }).expect(200);
  });

  it("GET lists the statement's texts in the order of the indicators, each with its history", async () => {
    const response = await texts().expect(200);
    const data = paiTextsResponseSchema.parse(response.body.data);
    expect(data).toMatchObject({ companyId: 1, fundId: null, year: 2025 });
    expect(data.texts.map((t) => [t.indicatorId, t.version, t.history.length])).toEqual([
      ['T1-1a', 1, 1],
      ['T1-4', 3, 3],
      ['T1-10', 1, 1],
    ]);
  });

  it("a fund's statement has its own texts; other years are separate too", async () => {
    await save('T1-4', { explanation: 'Fund I only' }, 'gp@demo.test', '?fundId=3').expect(200);
    const fund = await texts('/api/pai/reports/1/2025/texts?fundId=3').expect(200);
    expect(fund.body.data.fundId).toBe(3);
    expect(fund.body.data.texts.map((t: { explanation: string }) => t.explanation)).toEqual(['Fund I only']);
    const entity = await texts().expect(200);
    expect(
      entity.body.data.texts.find((t: { indicatorId: string }) => t.indicatorId === 'T1-4').explanation,
    ).toBe('Mine');
    const other = await texts('/api/pai/reports/1/2024/texts').expect(200);
    expect(other.body.data.texts).toEqual([]);
  });

  describe('who may read and write', () => {
    it("Coinvestor and Consultant read the GP's texts and change none (rule 45; issue 23, finding 3)", async () => {
      for (const outside of ['consultant@demo.test', 'coinvestor@demo.test']) {
        await texts(undefined, outside).expect(200);
        const refused = await save('T1-7', { explanation: 'outside' }, outside).expect(403);
        expect(refused.body.code).toBe('PAI.FORBIDDEN');
      }
    });

    it('a GP Contributor reads but may not write', async () => {
      await texts(undefined, GP_CONTRIBUTOR).expect(200);
      const response = await save('T1-7', { explanation: 'helper' }, GP_CONTRIBUTOR).expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'PAI.FORBIDDEN',
        message:
          "Only the GP's own team (not Contributors, Coinvestors or Consultants) may edit the PAI report texts",
      });
    });

    it('nobody outside the company reads or writes: its portfolio company, an LP, another GP, the admin', async () => {
      for (const who of [
        'pc@demo.test',
        'contributor@demo.test',
        'lp@demo.test',
        'trial@demo.test',
        'admin@demo.test',
      ]) {
        const read = await texts(undefined, who).expect(403);
        expect([who, read.body.code]).toEqual([who, 'PAI.FORBIDDEN']);
        await save('T1-7', { explanation: 'not mine' }, who).expect(403);
      }
      // Nothing leaked into the GP's texts.
      const response = await texts().expect(200);
      expect(JSON.stringify(response.body.data.texts)).not.toContain('not mine');
      expect(JSON.stringify(response.body.data.texts)).not.toContain('outside');
    });

    it("a portfolio company's users read their own company's texts but, not being GP users, do not write them", async () => {
      await host.as('pc@demo.test').get('/api/pai/reports/2/2025/texts').expect(200);
      await host
        .as('pc@demo.test')
        .put('/api/pai/reports/2/2025/texts/T1-4')
        .send({ explanation: 'x' })
        .expect(403);
    });

    it('refuses without a token (401)', async () => {
      await host.anonymous.get('/api/pai/reports/1/2025/texts').expect(401);
      await host.anonymous.put('/api/pai/reports/1/2025/texts/T1-4').send({ explanation: 'x' }).expect(401);
    });
  });

  describe('bad requests', () => {
    it('an indicator the PAI statement does not have is 404', async () => {
      const response = await save('T9-1', { explanation: 'x' }).expect(404);
      expect(response.body.code).toBe('PAI_INDICATOR.NOT_FOUND');
    });

    it('a row id (T1-6) and a figure id (T1-6-C) are both rows of the report', async () => {
      await save('T1-6', { explanation: 'All sectors' }).expect(200);
      await save('T1-6-C', { explanation: 'Manufacturing' }).expect(200);
    });

    it('an empty body, an unknown field, a text too long, a bad year or company: 400 naming it', async () => {
      expect((await save('T1-4', {}).expect(400)).body.message).toBe('give explanation, actions or both');
      expect((await save('T1-4', { explanation: 'x', colour: 'red' }).expect(400)).body.message).toContain(
        'colour',
      );
      expect((await save('T1-4', { explanation: 'x'.repeat(10_001) }).expect(400)).body.message).toContain(
        'explanation',
      );
      expect((await texts('/api/pai/reports/1/99/texts').expect(400)).body.message).toBe(
        'year must be 2000 or later',
      );
      expect((await texts('/api/pai/reports/abc/2025/texts').expect(400)).body.message).toBe(
        'companyId must be a positive whole number written in digits',
      );
      // Issue 23, finding 5: a lenient spelling is not year 2025 either.
      expect((await texts('/api/pai/reports/1/2025.0/texts').expect(400)).body.message).toBe(
        'year must be a positive whole number written in digits',
      );
      expect((await texts('/api/pai/reports/1/2025/texts?fundId=x').expect(400)).body.message).toContain(
        'fundId',
      );
    });
  });
});
