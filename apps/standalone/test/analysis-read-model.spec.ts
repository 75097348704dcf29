import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { createEvent, type CloudEvent, type LiveChange } from '@esg/contracts';
import { companyRegistered, publishedValue, responsePublished, waitFor } from '@esg/testing';
import { analysisProjection, benchmarkReadModel } from '@esg/reporting';
import { appendEvents, demoTokens, expectRebuildEqualsLive, listenLive } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * The analysis read model end to end (issue 12): data-collection's events (appended to its outbox as its
 * commands do) → the reporting projection → GET /api/analysis/…; a republication replaces the company's
 * values and the open page hears it; a rebuild from the log equals the live read model.
 *
 * Worked by hand, GP 1 (Evergreen), period 2031 (no demo data that year), Scope 1 in tCO2e:
 *   company 9101: 100 (reported), held by fund 9199 for €10m on 2031-12-31; 2030: 80
 *   company 9102: 300 (reported), held by fund 9199 for €30m
 *   company 9103: 200 (estimated), a child of GP 1 not held by the fund
 * Portfolio: Σ 600, mean 200, value-weighted (100×10 + 300×30) ÷ 40 = 250, median 200, 1 of 3 estimated.
 * Fund 9199: Σ 400, mean 200, weighted 250.
 * 9102 republishes 500 → portfolio Σ 800, weighted (100×10 + 500×30) ÷ 40 = 400; fund Σ 600.
 * 9101's value: 100 against 80 in 2030 → +20 (+25 %).
 * GP 1 overrides 9102's 500 with 200 (ADR 0184) → portfolio Σ 500, weighted (100×10 + 200×30) ÷ 40 = 175;
 * fund Σ 300.
 */
const GP = 1;
const FUND = 9199;
const PERIOD = '2031';

const registered = (companyId: number): CloudEvent =>
  companyRegistered({ companyId, name: `Test Company ${companyId}`, parentId: GP });

function published(
  companyId: number,
  period: string,
  publicationNumber: number,
  scope1: number,
  quality: 'reported' | 'estimated',
  extra: Array<{ code: string; value: number | boolean | string; unit: string }> = [],
): CloudEvent {
  const year = Number(period);
  const value = (metricCode: string, v: number | boolean | string, unit: string) =>
    publishedValue(metricCode, v, unit, {
      quality,
      valueVersionId: `${metricCode}-${companyId}-${period}-${publicationNumber}`,
      version: publicationNumber,
    });
  return responsePublished({
    responseId: companyId * 10 + (year - 2030),
    companyId,
    requesterCompanyId: GP,
    period,
    publicationNumber,
    publishedAt: `${year + 1}-02-0${publicationNumber}T10:00:00.000Z`,
    values: [value('ghg.scope1', scope1, 'tCO2e'), ...extra.map((e) => value(e.code, e.value, e.unit))],
  });
}

/** GP 1's override of 9102's scope 1 in 2031 (ADR 0184), set or withdrawn at `at`. */
function override(kind: 'set' | 'removed', scope1: number, at: string): CloudEvent {
  const key = {
    responseId: 9102 * 10 + 1,
    companyId: 9102,
    investorId: GP,
    period: PERIOD,
    metricCode: 'ghg.scope1',
  };
  const subject = `${GP}|9102|${PERIOD}|ghg.scope1`;
  return kind === 'set'
    ? createEvent({
        type: 'data-collection.value-override.set.v1',
        source: 'data-collection',
        subject,
        companyId: 9102,
        data: {
          ...key,
          value: scope1,
          unit: 'tCO2e',
          reason: 'The fuel invoices show less',
          evidenceIds: [],
          original: { value: 500, unit: 'tCO2e', valueVersionId: 'ghg.scope1-9102-2031-2' },
          actorId: 2,
          byName: 'Grace Parker',
          at,
        },
      })
    : createEvent({
        type: 'data-collection.value-override.removed.v1',
        source: 'data-collection',
        subject,
        companyId: 9102,
        data: { ...key, value: scope1, unit: 'tCO2e', actorId: 2, at },
      });
}

jest.setTimeout(120_000);

describe('analysis read model through the standalone app', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};
  let socket: Socket;
  const heard: LiveChange[] = [];

  const emit = (events: CloudEvent[]) => appendEvents(host, events);
  const get = (who: string, path: string) =>
    request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`);
  const row = async (path: string, metricCode: string) => {
    const res = await get('gp', path).expect(200);
    return (res.body.data.rows as Array<{ metricCode: string } & Record<string, unknown>>).find(
      (r) => r.metricCode === metricCode,
    );
  };

  beforeAll(async () => {
    host = await startStandalone();
    Object.assign(tokens, await demoTokens(host.url, ['gp', 'lp', 'pc', 'contributor']));
    socket = await listenLive(host.url, tokens.gp, heard);
  });
  afterAll(async () => {
    socket?.close();
    await host?.dispose();
  });

  it('keeps every published value with its quality and aggregates the portfolio and the fund', async () => {
    await emit([
      registered(9101),
      registered(9102),
      registered(9103),
      createEvent({
        type: 'data-collection.fund.created.v1',
        source: 'data-collection',
        subject: FUND,
        companyId: GP,
        data: {
          fundId: FUND,
          companyId: GP,
          name: 'Test Fund 9199',
          currency: 'EUR',
          vintage: 2029,
          sfdrClassification: 'article_8',
          strategy: null,
          portfolioCompanyIds: [9101, 9102],
          gpFundIds: [],
          status: 'open',
          closedOn: null,
        },
      }),
      createEvent({
        type: 'data-collection.positions.recorded.v1',
        source: 'data-collection',
        subject: FUND,
        companyId: GP,
        data: {
          fundId: FUND,
          companyId: GP,
          date: '2031-12-31',
          currency: 'EUR',
          allInvestments: 50,
          positions: [
            { companyId: 9101, country: null, instrument: 'unlisted_equity', value: 10, outstanding: null },
            { companyId: 9102, country: null, instrument: 'unlisted_equity', value: 30, outstanding: null },
            { companyId: null, country: null, instrument: 'cash', value: 10, outstanding: null },
          ],
          version: 1,
        },
      }),
      published(9101, '2030', 1, 80, 'reported'),
      published(9101, PERIOD, 1, 100, 'reported', [{ code: 'energy.renewable_share', value: 20, unit: '%' }]),
      published(9102, PERIOD, 1, 300, 'reported', [{ code: 'energy.renewable_share', value: 40, unit: '%' }]),
      published(9103, PERIOD, 1, 200, 'estimated'),
    ]);
    const path = `/api/analysis/portfolios/${GP}/aggregates?period=${PERIOD}`;
    await waitFor(async () => (await row(path, 'ghg.scope1'))?.count === 3, {
      message: 'three companies in the 2031 Scope 1 aggregate',
      timeoutMs: 30_000,
    });
    const scope1 = await row(path, 'ghg.scope1');
    expect(scope1).toMatchObject({
      kind: 'additive',
      sum: 600,
      mean: 200,
      weightedMean: 250,
      weightTotal: 40,
      median: 200,
      headline: 600,
      quality: { reported: 2, estimated: 1, audited: 0, unknown: 0 },
    });
    const howMade = scope1!.howMade as {
      inputs: Array<Record<string, unknown>>;
      formulas: Record<string, string>;
    };
    expect(howMade.inputs.map((i) => [i.companyId, i.value, i.weight, i.quality])).toEqual([
      [9101, 100, 10, 'reported'],
      [9102, 300, 30, 'reported'],
      [9103, 200, 0, 'estimated'],
    ]);
    expect(howMade.inputs[0].companyName).toBe('Test Company 9101');
    expect(howMade.formulas.weightedMean).toMatch(/Σ \(value × investment value\)/);
    // A percentage is averaged, never summed: (20 + 40) ÷ 2 = 30; weighted (20×10 + 40×30) ÷ 40 = 35.
    expect(await row(path, 'energy.renewable_share')).toMatchObject({
      kind: 'average',
      sum: null,
      mean: 30,
      weightedMean: 35,
      headline: 30,
    });
    const fund = await get(
      'gp',
      `/api/analysis/portfolios/${GP}/aggregates?period=${PERIOD}&fundId=${FUND}`,
    ).expect(200);
    expect(fund.body.data).toMatchObject({ scope: 'fund', scopeId: FUND, scopeName: 'Test Fund 9199' });
    expect(
      fund.body.data.rows.find((r: { metricCode: string }) => r.metricCode === 'ghg.scope1'),
    ).toMatchObject({
      sum: 400,
      mean: 200,
      weightedMean: 250,
    });
    const values = await get('gp', `/api/analysis/companies/9101/values?period=${PERIOD}`).expect(200);
    expect(values.body.data).toMatchObject({
      companyId: 9101,
      periods: ['2030', '2031'],
      period: '2031',
      previousPeriod: '2030',
    });
    const own = values.body.data.values.find((v: { metricCode: string }) => v.metricCode === 'ghg.scope1');
    expect(own).toMatchObject({
      value: 100,
      unit: 'tCO2e',
      quality: 'reported',
      previous: { period: '2030', value: 80 },
      change: { absolute: 20, relative: 0.25 },
      source: { responseId: 91011, publicationNumber: 1, valueVersionId: 'ghg.scope1-9101-2031-1' },
    });
  });

  it('follows a metric over periods for the portfolio, a fund and a company, each point with its quality', async () => {
    const path = `/api/analysis/trends/${GP}?metrics=ghg.scope1&series=portfolio:${GP},fund:${FUND},company:9101,company:9103`;
    const res = await get('gp', path).expect(200);
    type Point = { period: string } & Record<string, unknown>;
    type Series = { key: string; points: Point[] } & Record<string, unknown>;
    const series = (key: string) => (res.body.data.series as Series[]).find((s) => s.key === key)!;
    const point = (s: Series, period: string) => s.points.find((p) => p.period === period);
    expect((res.body.data.subjects as Array<{ key: string }>).map((s) => s.key)).toEqual(
      expect.arrayContaining([
        `portfolio:${GP}`,
        `fund:${FUND}`,
        'company:9101',
        'company:9102',
        'company:9103',
      ]),
    );
    expect(res.body.data.periods).toEqual(expect.arrayContaining(['2030', '2031']));
    // Portfolio 2031: 100 + 300 + 200 = 600, two reported and one estimate → mixed; 2030: 9101's 80 alone.
    const portfolio = series(`portfolio:${GP}|ghg.scope1`);
    expect(portfolio).toMatchObject({ figure: 'headline', unit: 'tCO2e', kind: 'additive' });
    expect(point(portfolio, '2031')).toMatchObject({
      value: 600,
      quality: 'mixed',
      count: 3,
      qualityCounts: { reported: 2, estimated: 1, audited: 0, unknown: 0 },
      howMade: 'Σ value of every company with a value (3 companies)',
    });
    expect(point(portfolio, '2030')).toMatchObject({ value: 80, quality: 'reported', count: 1 });
    // The fund holds 9101 and 9102: 100 + 300 = 400 in 2031, 80 in 2030.
    const fund = series(`fund:${FUND}|ghg.scope1`);
    expect(point(fund, '2031')).toMatchObject({ value: 400, quality: 'reported', count: 2 });
    expect(point(fund, '2030')).toMatchObject({ value: 80 });
    // 9101: 80 → 100, +20 (+25 %), each point with its source.
    const company = series('company:9101|ghg.scope1');
    expect(company).toMatchObject({
      figure: 'value',
      change: { from: '2030', to: '2031', absolute: 20, relative: 0.25 },
    });
    expect(company.points.map((p) => [p.period, p.value, p.quality])).toEqual([
      ['2030', 80, 'reported'],
      ['2031', 100, 'reported'],
    ]);
    expect(point(company, '2031')).toMatchObject({
      source: { responseId: 91011, publicationNumber: 1, valueVersionId: 'ghg.scope1-9101-2031-1' },
    });
    expect(point(series('company:9103|ghg.scope1'), '2031')).toMatchObject({
      value: 200,
      quality: 'estimated',
      estimatedShare: 1,
    });
    // The value-weighted figure: (100×10 + 300×30) ÷ 40 = 250.
    const weighted = await get(
      'gp',
      `/api/analysis/trends/${GP}?metrics=ghg.scope1&series=portfolio:${GP}&figure=weightedMean`,
    ).expect(200);
    expect((weighted.body.data.series[0].points as Point[]).find((p) => p.period === '2031')).toMatchObject({
      value: 250,
    });
  });

  it('a trend shows only what the caller may see, and says what is wrong with a request', async () => {
    const own = await get('pc', '/api/analysis/trends/2').expect(200);
    expect(own.body.data.subjects).toEqual([
      { key: 'company:2', kind: 'company', id: 2, name: 'Northwind Renewables' },
    ]);
    await get('pc', '/api/analysis/trends/2?series=company:3').expect(403);
    await get('pc', `/api/analysis/trends/${GP}`).expect(403);
    await get('contributor', `/api/analysis/trends/${GP}`).expect(403);
    const fund = await get('gp', `/api/analysis/trends/${GP}?series=fund:4242`).expect(404);
    expect(fund.body.code).toBe('ANALYSIS_FUND.NOT_FOUND');
    const subject = await get('gp', `/api/analysis/trends/${GP}?series=everyone`).expect(400);
    expect(subject.body.message).toMatch(/each of series must look like portfolio:1/);
    const many = await get('gp', `/api/analysis/trends/${GP}?metrics=a.a,a.b,a.c,a.d,a.e,a.f,a.g`).expect(
      400,
    );
    expect(many.body.message).toMatch(/choose at most 6 metrics/);
  });

  it('finds the best and worst movers, ranks the companies and details an indicator', async () => {
    const res = await get('gp', `/api/analysis/portfolios/${GP}/highlights?period=${PERIOD}`).expect(200);
    const data = res.body.data;
    expect(data).toMatchObject({ period: '2031', previousPeriod: '2030', polarityVersion: 'polarity-1' });
    type Metric = { metricCode: string } & Record<string, unknown>;
    const scope1 = (data.metrics as Metric[]).find((m) => m.metricCode === 'ghg.scope1')!;
    // Lower is better. Portfolio 80 (2030) → 600 (2031): +520, +650 %, worse; only 9101 has both: 80 → 100.
    expect(scope1).toMatchObject({
      polarity: 'lower',
      portfolio: { current: 600, previous: 80, absolute: 520, relative: 6.5, improvement: 'worsened' },
      best: null,
      worst: {
        companyId: 9101,
        current: 100,
        previous: 80,
        absolute: 20,
        relative: 0.25,
        improvement: 'worsened',
      },
    });
    // The renewable share has no 2030 values: a portfolio figure, no movers.
    expect((data.metrics as Metric[]).find((m) => m.metricCode === 'energy.renewable_share')).toMatchObject({
      polarity: 'higher',
      portfolio: { current: 30, previous: null, improvement: null },
      movers: [],
    });
    // 9101 worsened once (−1); 9102 and 9103 have nothing to compare (0), by name.
    expect(
      (data.leaderboard as Array<{ companyId: number; score: number }>).map((r) => [r.companyId, r.score]),
    ).toEqual([
      [9102, 0],
      [9103, 0],
      [9101, -1],
    ]);

    const detail = await get('gp', `/api/analysis/indicators/${GP}/ghg.scope1?period=${PERIOD}`).expect(200);
    expect(detail.body.data).toMatchObject({
      metricCode: 'ghg.scope1',
      name: 'Scope 1 GHG emissions',
      unit: 'tCO2e',
      polarity: 'lower',
      scope: 'portfolio',
      period: '2031',
      previousPeriod: '2030',
    });
    expect(detail.body.data.usedBy).toContain('SFDR T1-1a');
    // Lower is better: 100, 200, 300.
    expect(
      (detail.body.data.values as Array<Record<string, unknown>>).map((v) => [
        v.companyId,
        v.value,
        v.rank,
        v.quality,
        v.improvement,
      ]),
    ).toEqual([
      [9101, 100, 1, 'reported', 'worsened'],
      [9103, 200, 2, 'estimated', null],
      [9102, 300, 3, 'reported', null],
    ]);
    expect(detail.body.data.history).toEqual(
      expect.arrayContaining([
        { period: '2030', headline: 80, count: 1 },
        { period: '2031', headline: 600, count: 3 },
      ]),
    );
    const own = await get('pc', '/api/analysis/indicators/2/ghg.scope1').expect(200);
    expect(own.body.data.scope).toBe('company');
    expect(new Set((own.body.data.values as Array<{ companyId: number }>).map((v) => v.companyId))).toEqual(
      new Set([2]),
    );
    await get('pc', `/api/analysis/portfolios/${GP}/highlights`).expect(403);
    await get('gp', `/api/analysis/indicators/${GP}/Scope1`).expect(400);
    const unknown = await get('gp', `/api/analysis/indicators/${GP}/zz.unknown`).expect(404);
    expect(unknown.body.code).toBe('ANALYSIS_METRIC.NOT_FOUND');
  });

  it("reports a framework's published figures per audience", async () => {
    type Report = {
      columns: Array<{ key: string; name: string }>;
      sections: Array<{ title: string; rows: Array<{ metricCode: string; cells: Record<string, unknown> }> }>;
    } & Record<string, unknown>;
    const rowOf = (r: Report, code: string) =>
      r.sections.flatMap((s) => s.rows).find((x) => x.metricCode === code)!;
    const companies = (
      await get(
        'gp',
        `/api/analysis/reports/${GP}?audience=portfolio-companies&standardId=1&period=${PERIOD}`,
      ).expect(200)
    ).body.data as Report;
    expect(companies.columns.map((c) => c.key)).toEqual(['company:9101', 'company:9102', 'company:9103']);
    expect(companies.sections.map((s) => s.title)).toEqual(['Greenhouse gas emissions', 'Energy']);
    expect(rowOf(companies, 'ghg.scope1').cells).toEqual({
      'company:9101': { value: 100, quality: 'reported', count: null },
      'company:9102': { value: 300, quality: 'reported', count: null },
      'company:9103': { value: 200, quality: 'estimated', count: null },
    });
    // Investors: the portfolio's Σ 600 of 3 companies (one estimate) and the fund's Σ 400 of 2.
    const investors = (
      await get('gp', `/api/analysis/reports/${GP}?audience=investors&standardId=1&period=${PERIOD}`).expect(
        200,
      )
    ).body.data as Report;
    expect(rowOf(investors, 'ghg.scope1').cells[`portfolio:${GP}`]).toEqual({
      value: 600,
      quality: 'estimated',
      count: 3,
    });
    expect(rowOf(investors, 'ghg.scope1').cells[`fund:${FUND}`]).toEqual({
      value: 400,
      quality: 'reported',
      count: 2,
    });
    await get('pc', `/api/analysis/reports/${GP}`).expect(403);
    // Management: a company's own publications; Northwind reads its own.
    const own = (await get('pc', '/api/analysis/reports/2?audience=management').expect(200)).body
      .data as Report;
    expect(own.columns.map((c) => c.key)).toEqual(['company:2']);
  });

  it('a republication replaces the values it carried, and the open page is told', async () => {
    const before = heard.length;
    await emit([published(9102, PERIOD, 2, 500, 'reported')]);
    await waitFor(
      () =>
        heard
          .slice(before)
          .find((c) => c.type === 'reporting.analysis.changed.v1' && String(c.refs.periods).includes(PERIOD)),
      { message: 'the GP socket hears the analysis change', timeoutMs: 30_000 },
    );
    const path = `/api/analysis/portfolios/${GP}/aggregates?period=${PERIOD}`;
    expect(await row(path, 'ghg.scope1')).toMatchObject({ sum: 800, weightedMean: 400 });
    // The second publication no longer carries the renewable share: only 9101's 20 remains.
    expect(await row(path, 'energy.renewable_share')).toMatchObject({ count: 1, mean: 20 });
    // The same event again changes nothing (the inbox), an older publication neither.
    const again = published(9102, PERIOD, 1, 999, 'reported');
    await emit([again]);
    await new Promise((r) => setTimeout(r, 500));
    expect(await row(path, 'ghg.scope1')).toMatchObject({ sum: 800 });
  });

  it('answers only those who may see the figures', async () => {
    await get('pc', `/api/analysis/portfolios/${GP}/aggregates`).expect(403);
    await get('lp', `/api/analysis/portfolios/${GP}/aggregates`).expect(403);
    await get('contributor', `/api/analysis/portfolios/${GP}/aggregates`).expect(403);
    await get('pc', '/api/analysis/companies/9101/values').expect(403);
    await get('pc', '/api/analysis/companies/2/values').expect(200);
    const unknown = await get('gp', `/api/analysis/portfolios/${GP}/aggregates?fundId=4242`).expect(404);
    expect(unknown.body.code).toBe('ANALYSIS_FUND.NOT_FOUND');
    const bad = await get('gp', `/api/analysis/portfolios/${GP}/aggregates?period=31`).expect(400);
    expect(bad.body.message).toMatch(/period must look like 2025/);
  });

  it("uses the GP's override in its portfolio and fund figures; an older withdrawal delivered late changes nothing", async () => {
    // 9102's 500 overridden with 200: portfolio Σ 100 + 200 + 200 = 500, weighted (100×10 + 200×30) ÷ 40 =
    // 175; fund Σ 100 + 200 = 300. The withdrawal dated before the override arrives after it: ignored.
    await emit([override('set', 200, '2032-03-02T10:00:00.000Z')]);
    const path = `/api/analysis/portfolios/${GP}/aggregates?period=${PERIOD}`;
    await waitFor(async () => (await row(path, 'ghg.scope1'))?.sum === 500, {
      message: 'the portfolio sums the override',
      timeoutMs: 30_000,
    });
    const portfolio = (await row(path, 'ghg.scope1')) as unknown as {
      weightedMean: number;
      howMade: { inputs: Array<{ companyId: number; value: number; override?: unknown }> };
    };
    expect(portfolio.weightedMean).toBe(175);
    expect(portfolio.howMade.inputs.find((i) => i.companyId === 9102)).toMatchObject({
      value: 200,
      override: {
        original: { value: 500, unit: 'tCO2e', valueVersionId: 'ghg.scope1-9102-2031-2' },
        reason: 'The fuel invoices show less',
        byName: 'Grace Parker',
      },
    });
    expect(await row(`${path}&fundId=${FUND}`, 'ghg.scope1')).toMatchObject({ sum: 300 });
    await emit([override('removed', 200, '2032-03-01T10:00:00.000Z')]);
    await new Promise((r) => setTimeout(r, 500));
    expect(await row(path, 'ghg.scope1')).toMatchObject({ sum: 500 });
  });

  it('a rebuild from the log equals the live read model', async () => {
    // The benchmark read model's tables too (ADR 0171).
    await expectRebuildEqualsLive(host, analysisProjection, (store) => benchmarkReadModel(store)!.dump());
  });
});
