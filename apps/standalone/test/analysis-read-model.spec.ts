import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { createEvent, type CloudEvent, type LiveChange } from '@esg/contracts';
import { waitFor } from '@esg/testing';
import { analysisProjection } from '@esg/reporting';
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
 */
const GP = 1;
const FUND = 9199;
const PERIOD = '2031';

const registered = (companyId: number): CloudEvent =>
  createEvent({
    type: 'data-collection.company.registered.v1',
    source: 'data-collection',
    subject: companyId,
    companyId,
    data: { companyId, name: `Test Company ${companyId}`, type: 'pc', parentId: GP },
  });

function published(
  companyId: number,
  period: string,
  publicationNumber: number,
  scope1: number,
  quality: 'reported' | 'estimated',
  extra: Array<{ code: string; value: number | boolean | string; unit: string }> = [],
): CloudEvent {
  const year = Number(period);
  const value = (metricCode: string, v: number | boolean | string, unit: string) => ({
    metricCode,
    value: v,
    unit,
    rawValue: v,
    rawUnit: unit,
    status: 'provided' as const,
    reason: null,
    quality,
    dataQualityScore: null,
    valueVersionId: `${metricCode}-${companyId}-${period}-${publicationNumber}`,
    version: publicationNumber,
    source: { kind: 'entered' as const, calculationId: null, calculationType: null, importId: null },
  });
  return createEvent({
    type: 'data-collection.response.published.v1',
    source: 'data-collection',
    subject: companyId * 10 + (year - 2030),
    companyId,
    data: {
      responseId: companyId * 10 + (year - 2030),
      companyId,
      requesterCompanyId: GP,
      standardId: 1,
      frameworkVersion: 'esg-1',
      period,
      year,
      cycle: 'annually',
      periodStart: `${year}-01-01`,
      periodEnd: `${year}-12-31`,
      publicationNumber,
      publishedAt: `${year + 1}-02-0${publicationNumber}T10:00:00.000Z`,
      publishedBy: 2,
      values: [value('ghg.scope1', scope1, 'tCO2e'), ...extra.map((e) => value(e.code, e.value, e.unit))],
      unansweredMetricCodes: [],
    },
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

  it('a rebuild from the log equals the live read model', async () => {
    await expectRebuildEqualsLive(host, analysisProjection);
  });
});
