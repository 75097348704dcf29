import type {
  AcceptUnflaggedResult,
  CloudEvent,
  QualitySettings,
  ResponseDetail,
  ResponseMetric,
  ResponseQuality,
} from '@esg/contracts';
import { drawSample } from '../src/domain/quality/pre-approval';
import { ESG_ANSWERS } from './esg-fixtures';
import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

type Section = ResponseDetail['sections'][number];
const metricsOf = (sections: readonly Section[]): ResponseMetric[] =>
  sections.flatMap((s) => [...s.metrics, ...metricsOf(s.sections)]);

/**
 * Risk-based pre-approval and the bulk acceptance over HTTP (issue 27 items 5 and 4, ADRs 0186-0187).
 * Northwind answers the same ESG values for 2021 and 2022, except scope 1: 700 → 7000 t is +900 %, above
 * the default 50 %, so its 2022 value is flagged. Evergreen (GP, user 2) reviews; Priya (user 4) enters.
 */
describe('risk-based pre-approval and bulk acceptance', () => {
  let host: PortfolioHost;
  let esg2021: number;
  let esg2022: number;

  const request = async (period: string) =>
    (
      await host
        .call('gp@demo.test', 'post', '/api/responses')
        .send({ companyId: 2, standardId: 1, period, dueDate: `${Number(period) + 1}-03-31` })
        .expect(201)
    ).body.data.id as number;
  const answer = async (id: number, overrides: Record<string, { value: unknown }> = {}) => {
    for (const [code, body] of Object.entries({ ...ESG_ANSWERS, ...overrides }))
      await host.call('pc@demo.test', 'put', `/api/responses/${id}/values/${code}`).send(body).expect(200);
  };
  const detail = async (id: number, email = 'gp@demo.test') =>
    (await host.call(email, 'get', `/api/responses/${id}`).expect(200)).body.data as ResponseDetail;
  const valuesOf = async (id: number) => {
    const seen = new Map<string, ResponseMetric>();
    for (const m of metricsOf((await detail(id)).sections))
      if (m.applies && m.value && !seen.has(m.code)) seen.set(m.code, m);
    return seen;
  };
  const quality = async (id: number, email = 'gp@demo.test') =>
    (await host.call(email, 'get', `/api/responses/${id}/quality`).expect(200)).body.data as ResponseQuality;
  const preApproved = async (): Promise<CloudEvent[]> =>
    host.events('data-collection.response.pre-approved.v1');

  beforeAll(async () => {
    host = await startPortfolioHost();
    esg2021 = await request('2021');
    await answer(esg2021);
  });
  afterAll(async () => host?.dispose());

  it('approves nothing on its own while the GP has not turned it on', async () => {
    const settings = (await host.call('gp@demo.test', 'get', '/api/quality/settings').expect(200)).body
      .data as QualitySettings;
    expect(settings.preApproval).toEqual({ enabled: false, samplePercent: 20 });
    const submitted = await host.call('pc@demo.test', 'post', `/api/responses/${esg2021}/submit`).send({});
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('submitted');
    expect(await preApproved()).toEqual([]);
    const values = [...(await valuesOf(esg2021)).values()];
    expect(values.length).toBeGreaterThan(20);
    expect(values.filter((m) => m.value!.review !== null)).toEqual([]);
    expect(Object.values((await quality(esg2021)).metrics).every((m) => m.preApproval === null)).toBe(true);
    // Reviewed and published by a person, as today: 2021 becomes last year's values for 2022.
    await host
      .call('gp@demo.test', 'post', `/api/responses/${esg2021}/review`)
      .send({ decisions: values.map((m) => ({ metricCode: m.code, verdict: 'accepted' })) })
      .expect(200);
    await host.call('gp@demo.test', 'post', `/api/responses/${esg2021}/publish`).send({}).expect(200);
  });

  it("is changed by the GP's own team only, with a share between 1 and 100 %", async () => {
    const body = { thresholds: null, preApproval: { enabled: true, samplePercent: 20 } };
    await host.call('pc@demo.test', 'put', '/api/quality/settings').send(body).expect(403);
    await host.call('contributor@demo.test', 'put', '/api/quality/settings').send(body).expect(403);
    await host.call('coinvestor@demo.test', 'put', '/api/quality/settings').send(body).expect(403);
    await host.call('lp@demo.test', 'put', '/api/quality/settings').send(body).expect(403);
    for (const samplePercent of [0, 101, 12.5]) {
      const refused = await host
        .call('gp@demo.test', 'put', '/api/quality/settings')
        .send({ thresholds: null, preApproval: { enabled: true, samplePercent } })
        .expect(400);
      expect(JSON.stringify(refused.body)).toContain('samplePercent');
    }
    const saved = await host.call('gp@demo.test', 'put', '/api/quality/settings').send(body).expect(200);
    expect((saved.body.data as QualitySettings).preApproval).toEqual({ enabled: true, samplePercent: 20 });
    const [changed] = (await host.events('data-collection.quality-settings.changed.v1')).slice(-1);
    expect(changed.data).toMatchObject({ companyId: 1, preApproval: { enabled: true, samplePercent: 20 } });
  });

  it('approves the unflagged values not drawn, with their reason; the flagged and the drawn wait', async () => {
    esg2022 = await request('2022');
    await answer(esg2022, { 'ghg.scope1': { value: 7000 } });
    const submitted = await host.call('pc@demo.test', 'post', `/api/responses/${esg2022}/submit`).send({});
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('submitted');

    const [event] = await preApproved();
    expect(event.data).toMatchObject({
      responseId: esg2022,
      companyId: 2,
      requesterCompanyId: 1,
      period: '2022',
      samplePercent: 20,
      seed: '1/2/1/2022',
      statusAfter: 'submitted',
    });
    const data = event.data as {
      unflagged: number;
      sampleSize: number;
      decisions: Array<{ metricCode: string; outcome: string; reason: string; valueVersionId: string }>;
    };
    const outcome = (o: string) => data.decisions.filter((d) => d.outcome === o).map((d) => d.metricCode);
    const values = await valuesOf(esg2022);
    // Every value handed in has a decision; scope 1 is held by its year-on-year flag.
    expect(data.decisions.map((d) => d.metricCode).sort()).toEqual([...values.keys()].sort());
    expect(outcome('flagged')).toContain('ghg.scope1');
    const unflagged = [...outcome('approved'), ...outcome('sampled')];
    expect(data.unflagged).toBe(unflagged.length);
    // ⌈unflagged × 20 %⌉ drawn, and the draw repeats from the seed (reproducible by anyone).
    expect(data.sampleSize).toBe(Math.ceil((unflagged.length * 20) / 100));
    expect(outcome('sampled').sort()).toEqual([...drawSample('1/2/1/2022', unflagged, 20)].sort());
    expect(outcome('sampled').length).toBe(data.sampleSize);

    // An approved value carries its verdict, marked automatic, with the reason in words.
    for (const code of outcome('approved'))
      expect(values.get(code)!.value!.review).toMatchObject({
        verdict: 'accepted',
        automatic: true,
        reviewerId: 0,
        valueVersionId: values.get(code)!.value!.valueVersionId,
        comment: `Approved automatically: no open quality flag, and not drawn in the 20 % sample a person checks (${data.sampleSize} of ${data.unflagged} unflagged values; the draw is fixed by this response, so it repeats)`,
      });
    // The value's history names no person for it, and says why.
    const history = (
      await host
        .call('gp@demo.test', 'get', `/api/responses/${esg2022}/values/${outcome('approved')[0]}/history`)
        .expect(200)
    ).body.data as Array<{
      kind: string;
      actorName: string | null;
      why: string | null;
      verdict: string | null;
    }>;
    expect(history.find((e) => e.kind === 'review')).toMatchObject({
      actorName: 'Automatic approval',
      verdict: 'accepted',
      why: expect.stringMatching(/^Approved automatically: no open quality flag/),
    });
    // The flagged and the drawn wait for a person.
    for (const code of [...outcome('flagged'), ...outcome('sampled')])
      expect(values.get(code)!.value!.review).toBeNull();

    // The review screen's column says what happened to each value, on the GP's side only.
    const asGp = await quality(esg2022);
    expect(asGp.metrics['ghg.scope1'].preApproval).toMatchObject({ outcome: 'flagged' });
    expect(asGp.metrics[outcome('sampled')[0]].preApproval).toMatchObject({
      outcome: 'sampled',
      reason: `Drawn for a person's check: in the 20 % sample (${data.sampleSize} of ${data.unflagged} unflagged values) of the automatic approval`,
    });
    expect(asGp.metrics[outcome('approved')[0]].preApproval?.outcome).toBe('approved');
    const asCompany = await quality(esg2022, 'pc@demo.test');
    expect(Object.values(asCompany.metrics).every((m) => m.preApproval === undefined)).toBe(true);
  });

  it('accepts every unflagged value still waiting in one action, leaving the flagged one', async () => {
    const [event] = await preApproved();
    const decisions = (event.data as { decisions: Array<{ metricCode: string; outcome: string }> }).decisions;
    const sampled = decisions.filter((d) => d.outcome === 'sampled').map((d) => d.metricCode);
    const flagged = decisions.filter((d) => d.outcome === 'flagged').map((d) => d.metricCode);
    // Only the reviewer's side; the count the confirmation showed must still hold.
    await host
      .call('pc@demo.test', 'post', `/api/responses/${esg2022}/accept-unflagged`)
      .send({})
      .expect(403);
    const stale = await host
      .call('gp@demo.test', 'post', `/api/responses/${esg2022}/accept-unflagged`)
      .send({ expectedCount: sampled.length + 1 })
      .expect(409);
    expect(stale.body.message).toContain(`${sampled.length} unflagged value`);
    expect([...(await valuesOf(esg2022)).values()].filter((m) => m.value!.review === null).length).toBe(
      sampled.length + flagged.length,
    );
    await host
      .call('gp@demo.test', 'post', `/api/responses/${esg2022}/accept-unflagged`)
      .send({ expectedCount: -1 })
      .expect(400);

    const accepted = await host
      .call('gp@demo.test', 'post', `/api/responses/${esg2022}/accept-unflagged`)
      .send({ expectedCount: sampled.length })
      .expect(200);
    const result = accepted.body.data as AcceptUnflaggedResult;
    expect(result.decisions.map((d) => d.metricCode).sort()).toEqual([...sampled].sort());
    expect(result.decisions.every((d) => d.verdict === 'accepted')).toBe(true);
    expect(result.leftForAnotherReviewer).toEqual([]);
    expect(result.status).toBe('submitted');
    const values = await valuesOf(esg2022);
    for (const code of sampled)
      expect(values.get(code)!.value!.review).toMatchObject({ verdict: 'accepted', reviewerId: 2 });
    // The flagged value is untouched: it still waits for a person's verdict.
    for (const code of flagged) expect(values.get(code)!.value!.review).toBeNull();
    // One batch event with one verdict per value.
    const [reviewed] = (await host.events('data-collection.response.reviewed.v1')).slice(-1);
    expect(reviewed.data).toMatchObject({ responseId: esg2022, reviewerId: 2, bulk: true });
    expect((reviewed.data as { decisions: unknown[] }).decisions).toHaveLength(sampled.length);
    // Nothing left to accept in bulk.
    await host
      .call('gp@demo.test', 'post', `/api/responses/${esg2022}/accept-unflagged`)
      .send({})
      .expect(422);
  });
});
