import ExcelJS from 'exceljs';
import type { CloudEvent } from '@esg/contracts';
import { waitFor } from '@esg/testing';
import { backfillPublications } from '../src/infrastructure/publications-backfill';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';
import { collect, ESG_ANSWERS, SFDR_ONLY_ANSWERS } from './esg-fixtures';

interface Metric {
  code: string;
  required: boolean;
  editable: boolean;
  lock: { reason: string; message: string; responseId: number | null } | null;
  publication: {
    responseId: number;
    standardName: string;
    period: string;
    publicationNumber: number;
    publishedByName: string | null;
    thisResponse: boolean;
  } | null;
  feeds: Array<{ calculation: string; text: string }>;
  value: { value: unknown; version: number; valueVersionId: string } | null;
}
interface Section {
  id: string;
  metrics: Metric[];
  sections: Section[];
}

const metricsOf = (sections: Section[]): Metric[] =>
  sections.flatMap((s) => [...s.metrics, ...metricsOf(s.sections)]);

/**
 * One fact, many responses (issue 21, finding 1; ADR 0090): a value published through one framework's
 * response is the company's fact for the period. Another framework's response of the same period shows
 * it answered, with the publication it came from; it can be restated there (a new version with a
 * reason, reviewed and published through that response) by the company, never by another tenant; the
 * first response keeps what it published. Questions the first response left unanswered are simply open.
 */
describe('one fact, many responses', () => {
  let host: DataCollectionHost;
  let events: Awaited<ReturnType<typeof collect>>;
  let esg: number;
  let sfdr: number;

  beforeAll(async () => {
    host = await startDataCollection();
    events = await collect(host, 'one-fact-spec');
    // ESG 2021 for Northwind: every required answer (no EVIC, no scope 3, no emissions to water:
    // ESG does not require them), submitted, accepted and published by Evergreen.
    esg = (
      await host
        .as('gp@demo.test')
        .post('/api/responses')
        .send({ companyId: 2, standardId: 1, period: '2021', dueDate: '2022-03-31' })
        .expect(201)
    ).body.data.id;
    for (const [code, body] of Object.entries(ESG_ANSWERS))
      await host.as('pc@demo.test').put(`/api/responses/${esg}/values/${code}`).send(body).expect(200);
    await host.as('pc@demo.test').post(`/api/responses/${esg}/submit`).send({}).expect(200);
    await host
      .as('gp@demo.test')
      .post(`/api/responses/${esg}/review`)
      .send({
        decisions: Object.keys(ESG_ANSWERS).map((metricCode) => ({ metricCode, verdict: 'accepted' })),
      })
      .expect(200);
    await host.as('gp@demo.test').post(`/api/responses/${esg}/publish`).send({}).expect(200);
    sfdr = (
      await host
        .as('gp@demo.test')
        .post('/api/responses')
        .send({ companyId: 2, standardId: 8, period: '2021', dueDate: '2022-03-31' })
        .expect(201)
    ).body.data.id;
  });
  afterAll(async () => {
    await events?.close();
    await host?.dispose();
  });

  const detail = async (id: number, email = 'pc@demo.test') =>
    (await host.as(email).get(`/api/responses/${id}?include=definition`).expect(200)).body.data as {
      status: string;
      completion: {
        required: number;
        answered: number;
        missing: Array<{ code: string; sectionTitle: string }>;
      };
      sections: Section[];
    };
  const metric = async (id: number, code: string, email = 'pc@demo.test') =>
    metricsOf((await detail(id, email)).sections).find((m) => m.code === code)!;

  it('shows a value published through ESG as answered in SFDR, with which response, who and when', async () => {
    const scope1 = await metric(sfdr, 'ghg.scope1');
    expect(scope1).toMatchObject({
      editable: true,
      lock: null,
      value: { value: 700, version: 1 },
      publication: {
        responseId: esg,
        standardName: 'ESG',
        period: '2021',
        publicationNumber: 1,
        publishedByName: 'Grace Parker',
        thisResponse: false,
      },
    });
    // It tells the company what its answer feeds.
    expect(scope1.feeds.map((f) => f.text)).toEqual([
      'PAI 1–3 (Table 1)',
      'PCAF financed emissions',
      'EDCI GHG-1',
    ]);
    const sfdrDetail = await detail(sfdr);
    expect(sfdrDetail.completion.missing.map((m) => m.code)).not.toContain('ghg.scope1');
    // ESG asked for scope 3 and emissions to water but did not require them: nothing of them was
    // published, so SFDR asks them as open questions (they were read-only "Not answered" before).
    for (const code of ['ghg.scope3', 'env.emissions_to_water'])
      expect(await metric(sfdr, code)).toMatchObject({ editable: true, lock: null, value: null });
    expect(sfdrDetail.completion.missing.map((m) => m.code)).toEqual(
      expect.arrayContaining(['ghg.scope3', 'env.emissions_to_water', 'company.evic']),
    );
  });

  it("imports SFDR's template back without refusing the rows ESG published; a changed one asks for a reason", async () => {
    const download = await host
      .as('pc@demo.test')
      .get(`/api/responses/${sfdr}/template.xlsx`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const upload = (data: Buffer) =>
      host.as('pc@demo.test').post(`/api/responses/${sfdr}/import`).attach('file', data, 'sfdr.xlsx');
    // Unchanged: the published values come back as they are (they were 23 refused rows before).
    const same = await upload(download.body as Buffer).expect(201);
    expect(same.body.data).toMatchObject({ applied: 0 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.body as ArrayBuffer);
    workbook.getWorksheet('Values')!.eachRow((row) => {
      if (row.getCell(1).value === 'ghg.scope1') row.getCell(6).value = 710;
    });
    const changed = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(changed.status).toBe(422);
    expect(changed.body.details.rejected).toEqual([
      expect.objectContaining({
        metricCode: 'ghg.scope1',
        rule: 'restatement.reason',
        reason:
          'ghg.scope1 changes a published value: restate it on the questionnaire, with the reason for the change',
      }),
    ]);
  });

  it('refuses a restatement without a reason (422 naming the field), and from another tenant', async () => {
    const noReason = await host
      .as('pc@demo.test')
      .put(`/api/responses/${sfdr}/values/ghg.scope1`)
      .send({ value: 720 });
    expect(noReason.status).toBe(422);
    expect(noReason.body.code).toBe('VALUE.UNPROCESSABLE');
    expect(noReason.body.message).toMatch(/ghg\.scope1 was published through ESG 2021 on .*\(changeReason\)/);
    expect(noReason.body.details.errors).toEqual([
      expect.objectContaining({
        metricCode: 'ghg.scope1',
        rule: 'restatement.reason',
        limits: { field: 'changeReason', responseId: esg, publicationNumber: 1 },
      }),
    ]);
    // Evergreen reads Northwind's response but does not restate Northwind's facts.
    const investor = await host
      .as('gp@demo.test')
      .put(`/api/responses/${sfdr}/values/ghg.scope1`)
      .send({ value: 720, changeReason: 'We know better' });
    expect([investor.status, investor.body.code]).toEqual([403, 'RESPONSE.FORBIDDEN']);
    // A tenant without access learns nothing of the response.
    const stranger = await host
      .as('lp@demo.test')
      .put(`/api/responses/${sfdr}/values/ghg.scope1`)
      .send({ value: 720, changeReason: 'x' });
    expect(stranger.status).toBe(404);
    expect((await metric(sfdr, 'ghg.scope1')).value).toMatchObject({ value: 700, version: 1 });
  });

  it('restates with a reason through SFDR: ESG keeps what it published, the history says who, where and why', async () => {
    const restated = await host
      .as('pc@demo.test')
      .put(`/api/responses/${sfdr}/values/ghg.scope1`)
      .send({ value: 720, changeReason: 'Auditor added the backup generators' })
      .expect(200);
    expect(restated.body.data.value).toMatchObject({ value: 720, version: 2 });
    expect(await metric(sfdr, 'ghg.scope1')).toMatchObject({
      value: { value: 720, version: 2 },
      publication: null,
    });
    // The published ESG response shows the version it published.
    expect(await metric(esg, 'ghg.scope1', 'gp@demo.test')).toMatchObject({
      value: { value: 700, version: 1 },
      publication: { responseId: esg, thisResponse: true },
      editable: false,
      lock: { reason: 'read_only' },
    });
    expect((await metric(esg, 'ghg.scope1')).lock).toMatchObject({
      reason: 'response_status',
      message: expect.stringMatching(/reopens the response/),
    });
    const history = (
      await host.as('pc@demo.test').get(`/api/responses/${sfdr}/values/ghg.scope1/history`).expect(200)
    ).body.data as Array<{
      kind: string;
      version: number;
      why: string | null;
      responseName: string | null;
      publishedIn: Array<{ name: string; publicationNumber: number }>;
    }>;
    const versions = history.filter((h) => h.kind === 'version');
    expect(versions.map((v) => [v.version, v.responseName, v.why, v.publishedIn.map((p) => p.name)])).toEqual(
      [
        [1, 'ESG 2021', null, ['ESG 2021']],
        [2, 'SFDR 2021', 'Auditor added the backup generators', []],
      ],
    );
  });

  it('completes, reviews and publishes SFDR: its publication carries the restated version', async () => {
    for (const [code, body] of Object.entries(SFDR_ONLY_ANSWERS))
      await host.as('pc@demo.test').put(`/api/responses/${sfdr}/values/${code}`).send(body).expect(200);
    expect((await detail(sfdr)).completion.missing).toEqual([]);
    await host.as('pc@demo.test').post(`/api/responses/${sfdr}/submit`).send({}).expect(200);
    // Only what changed since ESG's review waits for a verdict: the restatement and the new answers.
    const review = await host
      .as('gp@demo.test')
      .post(`/api/responses/${sfdr}/review`)
      .send({
        decisions: ['ghg.scope1', ...Object.keys(SFDR_ONLY_ANSWERS)].map((metricCode) => ({
          metricCode,
          verdict: 'accepted',
        })),
      })
      .expect(200);
    expect(review.body.data.status).toBe('accepted');
    await host.as('gp@demo.test').post(`/api/responses/${sfdr}/publish`).send({}).expect(200);
    const published = await waitFor(() =>
      events.seen.find(
        (e): e is CloudEvent<{ values: Array<{ metricCode: string; value: unknown; version: number }> }> =>
          e.type === 'data-collection.response.published.v1' && e.subject === String(sfdr),
      ),
    );
    expect(published.data.values.find((v) => v.metricCode === 'ghg.scope1')).toMatchObject({
      value: 720,
      version: 2,
    });
    const esgPublished = events.seen.find(
      (e) => e.type === 'data-collection.response.published.v1' && e.subject === String(esg),
    ) as CloudEvent<{ values: Array<{ metricCode: string; value: unknown }> }>;
    expect(esgPublished.data.values.find((v) => v.metricCode === 'ghg.scope1')?.value).toBe(700);
    // The value now names SFDR's publication; ESG still shows its own.
    expect((await metric(sfdr, 'ghg.scope1')).publication).toMatchObject({
      responseId: sfdr,
      thisResponse: true,
    });
    expect((await metric(esg, 'ghg.scope1')).value).toMatchObject({ value: 700 });
  });

  it('says why a value held under review elsewhere cannot change, and what ends it', async () => {
    // ESG 2020 submitted; SFDR 2020 asks for the same scope 1.
    const esg2020 = (
      await host
        .as('gp@demo.test')
        .post('/api/responses')
        .send({ companyId: 2, standardId: 1, period: '2020', dueDate: '2021-03-31' })
        .expect(201)
    ).body.data.id;
    for (const [code, body] of Object.entries(ESG_ANSWERS))
      await host.as('pc@demo.test').put(`/api/responses/${esg2020}/values/${code}`).send(body).expect(200);
    await host.as('pc@demo.test').post(`/api/responses/${esg2020}/submit`).send({}).expect(200);
    const sfdr2020 = (
      await host
        .as('gp@demo.test')
        .post('/api/responses')
        .send({ companyId: 2, standardId: 8, period: '2020', dueDate: '2021-03-31' })
        .expect(201)
    ).body.data.id;
    expect(await metric(sfdr2020, 'ghg.scope1')).toMatchObject({
      editable: false,
      lock: {
        reason: 'under_review_elsewhere',
        responseId: esg2020,
        message:
          'Also asked by ESG 2020, which is under review: it can change here once that review ends (returned or published). It counts as answered here.',
      },
    });
    // Something only SFDR asks is free.
    expect((await metric(sfdr2020, 'soc.controversial_weapons')).lock).toBeNull();
  });

  it('recovers the record of a publication made before records were kept, from the event log', async () => {
    const store = host.runtimes[0].store;
    const kept = await store.get('publications', `${esg}#1`);
    expect(kept).toMatchObject({
      responseId: esg,
      number: 1,
      versions: { 'ghg.scope1': expect.any(String) },
    });
    await store.transaction(async (tx) => {
      await tx.delete('publications', `${esg}#1`);
    });
    expect(await backfillPublications(store)).toBe(1);
    expect(await store.get('publications', `${esg}#1`)).toEqual(kept);
    expect(await backfillPublications(store)).toBe(0);
  });
});
