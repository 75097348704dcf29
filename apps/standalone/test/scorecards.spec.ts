import request from 'supertest';
import { createEvent, validateEvent, type CloudEvent } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { publishedValue, responsePublished, waitFor } from '@esg/testing';
import { demoTokens } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * Scorecards end to end (issue 12, docs/scorecards.md): published values → the analysis read model →
 * GET /api/analysis/companies/{id}/scorecard and /portfolios/{id}/scorecards. Periods 2033 and 2034.
 *
 * Worked by hand (services/reporting/test/scorecards/esg-scorecard.spec.ts has each KPI): company 9401 of
 * Evergreen publishes in 2034 the Northwind-like figures → Environment 75.7, Social 75, Governance 93.75,
 * overall round(0.4 × 75.7 + 0.3 × 75 + 0.3 × 93.75) = 81 → Excellent, 13 of 14 KPIs.
 * Diversity: 2033 board 2 of 6, C-suite 1 of 5, workforce 80 of 200 FTE, gap 12 %;
 *            2034 board 3 of 7 (+9.5 pp), C-suite 2 of 5 (+20 pp), workforce 54 of 180 (−10 pp), gap 9.8 %.
 */
const GP = 1;
const COMPANY = 9401;

function published(period: string, values: Record<string, [number | boolean, string]>): CloudEvent {
  return responsePublished({
    responseId: COMPANY * 10 + (Number(period) - 2030),
    companyId: COMPANY,
    requesterCompanyId: GP,
    standardId: 9,
    frameworkVersion: 'esg-scorecard-9',
    period,
    values: Object.entries(values).map(([metricCode, [value, unit]]) =>
      publishedValue(metricCode, value, unit, { valueVersionId: `${metricCode}-${period}` }),
    ),
  });
}

jest.setTimeout(120_000);

describe('scorecards through the standalone app', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};
  const store = (service: string): Store => host.runtimes.find((r) => r.service === service)!.store;
  const get = (who: string, path: string) =>
    request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`);

  beforeAll(async () => {
    host = await startStandalone();
    Object.assign(tokens, await demoTokens(host.url, ['gp', 'pc']));
    const events = [
      createEvent({
        type: 'data-collection.company.registered.v1',
        source: 'data-collection',
        subject: COMPANY,
        companyId: COMPANY,
        data: { companyId: COMPANY, name: 'Scored Company', type: 'pc', parentId: GP },
      }),
      published('2033', {
        'gov.board_members': [6, 'people'],
        'gov.board_members_female': [2, 'people'],
        'gov.csuite_members': [5, 'people'],
        'gov.csuite_members_female': [1, 'people'],
        'company.fte': [200, 'FTE'],
        'soc.fte_female': [80, 'FTE'],
        'soc.gender_pay_gap': [12, '%'],
      }),
      published('2034', {
        'ghg.scope1': [850, 'tCO2e'],
        'ghg.scope2_location': [1900, 'tCO2e'],
        'company.revenue': [95e6, 'EUR'],
        'energy.renewable_share': [78.5, '%'],
        'energy.consumption_total': [9800, 'MWh'],
        'water.consumption': [12000, 'm3'],
        'waste.non_recycled': [190, 't'],
        'soc.injuries': [4, 'count'],
        'company.fte': [180, 'FTE'],
        'soc.fte_female': [54, 'FTE'],
        'soc.turnover_rate': [8.5, '%'],
        'soc.employee_survey': [true, ''],
        'soc.gender_pay_gap': [9.8, '%'],
        'gov.board_members': [7, 'people'],
        'gov.board_members_female': [3, 'people'],
        'gov.board_members_independent': [3, 'people'],
        'gov.csuite_members': [5, 'people'],
        'gov.csuite_members_female': [2, 'people'],
        'gov.code_of_conduct': [true, ''],
        'gov.anti_corruption_policy': [true, ''],
      }),
    ];
    events.forEach((e) => validateEvent(e));
    await store('data-collection').transaction(async (tx) => {
      await tx.append(events);
    });
    await waitFor(
      async () => {
        const res = await get('gp', `/api/analysis/companies/${COMPANY}/scorecard?period=2034`);
        return res.status === 200 && res.body.data.esg.overall !== null;
      },
      { message: 'the 2034 values reach the analysis read model', timeoutMs: 30_000 },
    );
  });
  afterAll(async () => {
    await host?.dispose();
  });

  it('scores the company, every KPI with its inputs, and grades it with the spec 4 bands', async () => {
    const res = await get('gp', `/api/analysis/companies/${COMPANY}/scorecard?period=2034`).expect(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      companyId: COMPANY,
      name: 'Scored Company',
      periods: ['2033', '2034'],
      period: '2034',
    });
    expect(d.esg).toMatchObject({ overall: 81, grade: 'Excellent', coverage: { scored: 13, total: 14 } });
    expect(d.esg.pillars.map((p: { score: number }) => p.score)).toEqual([75.7, 75, 93.75]);
    const g1 = d.esg.pillars[2].kpis[0];
    expect(g1).toMatchObject({
      id: 'G1',
      points: 100,
      inputs: [
        { code: 'gov.board_members_female', name: 'Female board members', value: 3 },
        { code: 'gov.board_members', name: 'Board members', value: 7 },
      ],
    });
    expect(g1.rule).toMatch(/≥ 40 → 100/);
    expect(d.referenceData[0]).toBe('ESG scorecard method 2026.1');
  });

  it('gives the score of every period, for the score over time (issue 29, item 3)', async () => {
    const res = await get('gp', `/api/analysis/companies/${COMPANY}/scorecard?period=2034`).expect(200);
    const earlier = await get('gp', `/api/analysis/companies/${COMPANY}/scorecard?period=2033`).expect(200);
    expect(res.body.data.history).toEqual([
      { period: '2033', overall: earlier.body.data.esg.overall, grade: earlier.body.data.esg.grade },
      { period: '2034', overall: 81, grade: 'Excellent' },
    ]);
  });

  it('shows diversity per period with the change in percentage points', async () => {
    const res = await get('gp', `/api/analysis/companies/${COMPANY}/scorecard`).expect(200);
    const [y2033, y2034] = res.body.data.diversity;
    expect(y2033).toMatchObject({
      period: '2033',
      csuite: { share: 20 },
      workforce: { share: 40 },
      payGap: 12,
    });
    expect(y2034).toMatchObject({
      period: '2034',
      csuite: { share: 40 },
      workforce: { share: 30 },
      payGap: 9.8,
    });
    expect(y2034.change.board).toBeCloseTo(300 / 7 - 100 / 3, 10);
    expect(y2034.change).toMatchObject({ csuite: 20, workforce: -10 });
  });

  it("lists the portfolio's scorecards with the grade counts, and keeps them from a portfolio company", async () => {
    const res = await get('gp', `/api/analysis/portfolios/${GP}/scorecards?period=2034`).expect(200);
    const row = res.body.data.companies.find((c: { companyId: number }) => c.companyId === COMPANY);
    expect(row).toMatchObject({
      overall: 81,
      grade: 'Excellent',
      diversity: { period: '2034', payGap: 9.8 },
    });
    expect(res.body.data.grades.Excellent).toBeGreaterThanOrEqual(1);
    // Without a period it opens on one most of the portfolio published, not 2034 where only this company did.
    const auto = await get('gp', `/api/analysis/portfolios/${GP}/scorecards`).expect(200);
    expect(auto.body.data.periods).toContain('2034');
    expect(auto.body.data.period).not.toBe('2034');
    expect(auto.body.data.periodNote).toMatch(
      new RegExp(
        `^${auto.body.data.period}: the newest period published by \\d+ of \\d+ companies; later periods are not complete yet \\(.*2034 by 1\\)\\.$`,
      ),
    );
    expect(res.body.data.periodNote).toBeNull();
    await get('pc', `/api/analysis/portfolios/${GP}/scorecards`).expect(403);
    await get('pc', `/api/analysis/companies/${COMPANY}/scorecard`).expect(403);
    await get('gp', `/api/analysis/companies/${COMPANY}/scorecard?period=2034-Q9`).expect(400);
    const method = await get('pc', '/api/analysis/scorecard-method').expect(200);
    expect(method.body.data.pillars.map((p: { weight: number }) => p.weight)).toEqual([0.4, 0.3, 0.3]);
  });
});
