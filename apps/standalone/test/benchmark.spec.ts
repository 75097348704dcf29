import request from 'supertest';
import { validateEvent, type CloudEvent } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { companyRegistered, publishedValue, responsePublished, waitFor } from '@esg/testing';
import { demoTokens } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * Benchmarks end to end (issue 12, docs/benchmarking.md): data-collection's events → the analysis read model
 * → GET /api/analysis/{companies|portfolios}/{id}/benchmark. Period 2032 (no demo data that year).
 *
 * Worked by hand. Other investors 9301, 9302, 9303 hold five chemical makers (NACE C.20) in Germany with
 * 100 FTE (medium) and Scope 1 of 100, 110, 120, 130, 140 tCO₂e, revenues €10m … €50m:
 *   Σ 600, the largest 140 ÷ 600 = 23.3 % ≤ 25 %, 5 companies from 3 investors → the group may be shown.
 * Evergreen (GP 1) holds 9321 (C.20, Germany, 100 FTE, 125) and 9322 (C.20, Netherlands, 100 FTE, 90).
 *   9321 against NACE C.20 in Germany: peers 100, 110, 120, 130, 140 → Q1 110, median 120, Q3 130,
 *     position 100 × 3 ÷ 5 = P60; not widened.
 *   9322: C.20 in the Netherlands has no peer → widened to C.20 in Europe: 100, 110, 120, 125, 130, 140
 *     (9321 is a peer now; 4 investors; 140 ÷ 725 = 19.3 %) → Q1 110 + 0.25 × 10 = 112.5,
 *     median (120 + 125) ÷ 2 = 122.5, Q3 125 + 0.75 × 5 = 128.75, position P0.
 *   Internal: 9321 against the rest of Evergreen's portfolio with a 2032 value: [90] → P100.
 *   Portfolio distribution [90, 125]: Q1 98.75, median 107.5, Q3 116.25.
 *   Map: Germany's five as one 'Benchmark Companies' bubble (median z 120, median revenue €30m).
 */
const PERIOD = '2032';
const GP = 1;

const registered = (companyId: number, type: 'gp' | 'pc', parentId: number | null): CloudEvent =>
  companyRegistered({ companyId, name: `Bench ${companyId}`, type, parentId });

function published(
  companyId: number,
  requester: number,
  values: Record<string, [number | string, string]>,
): CloudEvent {
  return responsePublished({
    responseId: companyId * 10 + 2,
    companyId,
    requesterCompanyId: requester,
    period: PERIOD,
    year: 2032,
    publishedAt: '2033-02-01T10:00:00.000Z',
    values: Object.entries(values).map(([metricCode, [value, unit]]) =>
      publishedValue(metricCode, value, unit, { valueVersionId: `${metricCode}-${companyId}` }),
    ),
  });
}

const profile = (country: string, scope1: number, revenue = 1e6) => ({
  'company.nace': ['C.20', ''] as [string, string],
  'company.country': [country, ''] as [string, string],
  'company.fte': [100, 'FTE'] as [number, string],
  'company.revenue': [revenue, 'EUR'] as [number, string],
  'ghg.scope1': [scope1, 'tCO2e'] as [number, string],
});

jest.setTimeout(120_000);

describe('benchmarks through the standalone app', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};
  const store = (service: string): Store => host.runtimes.find((r) => r.service === service)!.store;
  const get = (who: string, path: string) =>
    request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`);

  beforeAll(async () => {
    host = await startStandalone();
    Object.assign(tokens, await demoTokens(host.url, ['gp', 'pc']));
    const events = [
      registered(9301, 'gp', null),
      registered(9302, 'gp', null),
      registered(9303, 'gp', null),
      registered(9311, 'pc', 9301),
      registered(9312, 'pc', 9302),
      registered(9313, 'pc', 9303),
      registered(9314, 'pc', 9301),
      registered(9315, 'pc', 9302),
      registered(9321, 'pc', GP),
      registered(9322, 'pc', GP),
      published(9311, 9301, profile('DE', 100, 10e6)),
      published(9312, 9302, profile('DE', 110, 20e6)),
      published(9313, 9303, profile('DE', 120, 30e6)),
      published(9314, 9301, profile('DE', 130, 40e6)),
      published(9315, 9302, profile('DE', 140, 50e6)),
      published(9321, GP, profile('DE', 125)),
      published(9322, GP, profile('NL', 90)),
    ];
    events.forEach((e) => validateEvent(e));
    await store('data-collection').transaction(async (tx) => {
      await tx.append(events);
    });
    await waitFor(
      async () => {
        const res = await get(
          'gp',
          `/api/analysis/companies/9322/benchmark?period=${PERIOD}&metric=ghg.scope1`,
        );
        return res.status === 200 && res.body.data.rows[0]?.industry.statistics?.peers === 6;
      },
      { message: 'the 2032 values reach the analysis read model', timeoutMs: 30_000 },
    );
  });
  afterAll(async () => {
    await host?.dispose();
  });

  it('places a company among its industry peers when the group is anonymous enough', async () => {
    const res = await get(
      'gp',
      `/api/analysis/companies/9321/benchmark?period=${PERIOD}&metric=ghg.scope1`,
    ).expect(200);
    const d = res.body.data;
    expect(d.profile).toMatchObject({
      nace: 'C.20',
      section: 'C',
      sectionLabel: 'Manufacturing',
      country: 'DE',
      countryName: 'Germany',
      region: 'EU',
      regionName: 'Europe',
      sizeBand: 'medium (50–249 FTE)',
    });
    expect(d.rows).toHaveLength(1);
    expect(d.rows[0]).toMatchObject({
      metricCode: 'ghg.scope1',
      value: 125,
      industry: {
        label: 'NACE C.20, DE, medium (50–249 FTE)',
        widened: false,
        statistics: { peers: 5, q1: 110, median: 120, q3: 130, mean: 120, percentile: 60 },
      },
      internal: { scope: 'portfolio', scopeId: GP, statistics: { peers: 1, median: 90, percentile: 100 } },
    });
    expect(d.rows[0].industry.steps).toEqual([
      {
        label: 'NACE C.20, DE, medium (50–249 FTE)',
        passes: true,
        companies: 5,
        investors: 3,
        maxShare: 140 / 600,
        reasons: [],
      },
    ]);
    expect(d.rows[0].internal.peers).toEqual([{ companyId: 9322, name: 'Bench 9322', value: 90 }]);
    expect(d.referenceData[0]).toMatch(/^Country regions \d/);
  });

  it('widens the group and says which groups were tried and why', async () => {
    const res = await get(
      'gp',
      `/api/analysis/companies/9322/benchmark?period=${PERIOD}&metric=ghg.scope1`,
    ).expect(200);
    const industry = res.body.data.rows[0].industry;
    expect(industry).toMatchObject({
      label: 'NACE C.20, Europe, medium (50–249 FTE)',
      widened: true,
      statistics: { peers: 6, q1: 112.5, median: 122.5, q3: 128.75, percentile: 0 },
    });
    expect(industry.steps[0]).toMatchObject({
      label: 'NACE C.20, NL, medium (50–249 FTE)',
      passes: false,
      companies: 0,
      reasons: ['0 companies (at least 5 needed)', '0 investors (at least 3 needed)'],
    });
    expect(industry.steps[1]).toMatchObject({ passes: true, companies: 6, investors: 4 });
  });

  it("answers the portfolio's companies, its distribution and the map with anonymous benchmark groups", async () => {
    const res = await get(
      'gp',
      `/api/analysis/portfolios/${GP}/benchmark?period=${PERIOD}&metric=ghg.scope1`,
    ).expect(200);
    const d = res.body.data;
    expect(d.metric).toMatchObject({ code: 'ghg.scope1', unit: 'tCO2e' });
    expect(d.portfolio).toMatchObject({ peers: 2, q1: 98.75, median: 107.5, q3: 116.25 });
    const own = d.companies.find((c: { companyId: number }) => c.companyId === 9321);
    expect(own).toMatchObject({
      value: 125,
      internalPercentile: 100,
      industry: { statistics: { percentile: 60 } },
    });
    const benchmarkPoints = d.map.points.filter((p: { kind: string }) => p.kind === 'benchmark');
    expect(benchmarkPoints).toEqual([
      {
        key: 'benchmark:DE',
        kind: 'benchmark',
        name: '5 benchmark companies',
        sector: 'Manufacturing',
        revenue: 30e6,
        location: 'Germany',
        z: 120,
        lat: 51.03,
        lon: 10.35,
        companyId: null,
        companies: 5,
      },
    ]);
    expect(d.map.points.find((p: { key: string }) => p.key === 'mine:9321')).toMatchObject({
      name: 'Bench 9321',
      sector: 'Manufacturing',
      location: 'Germany',
      z: 125,
    });
    // No other investor's company is named anywhere in the answer.
    expect(JSON.stringify(d)).not.toMatch(/Bench 931\d/);
  });

  it("keeps a portfolio company out of other companies' figures and its investor's portfolio", async () => {
    await get('pc', `/api/analysis/portfolios/${GP}/benchmark`).expect(403);
    await get('pc', `/api/analysis/companies/9321/benchmark`).expect(403);
    const own = await get(
      'pc',
      `/api/analysis/companies/2/benchmark?period=${PERIOD}&metric=ghg.scope1`,
    ).expect(200);
    expect(own.body.data.rows[0].internal).toBeNull();
    expect(own.body.data.internalNote).toMatch(/for the investor's team/);
  });

  it('refuses a malformed query and an unknown metric clearly', async () => {
    const bad = await get('gp', `/api/analysis/portfolios/${GP}/benchmark?metric=not%20a%20code`).expect(400);
    expect(JSON.stringify(bad.body)).toMatch(/metric must be a metric code/);
    await get('gp', `/api/analysis/portfolios/${GP}/benchmark?size=tiny`).expect(400);
    await get('gp', `/api/analysis/portfolios/${GP}/benchmark?period=${PERIOD}&metric=no.such_metric`).expect(
      404,
    );
    await get('gp', `/api/analysis/portfolios/${GP}/benchmark?fundId=999999`).expect(404);
  });
});
