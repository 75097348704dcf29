import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/**
 * Collect once (issue 28): a saved carbon calculation's scope 3 categories (`ghg.scope3_catNN`) reach an open
 * Invest Europe response through the event path (scoring.carbon-calculation.saved.v1 → data collection), while
 * the ESG response of the same period, which asks for the scope totals but no category, is open too. Every code
 * any open response of the period asks for is written once, as a fact both responses show.
 */
describe('calculated scope 3 categories reach every open response that asks for them', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    host = await startStandalone();
    for (const user of ['pc', 'gp']) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${user}@demo.test`, password: DEMO_PASSWORD })
        .expect(200);
      tokens[user] = login.body.data.accessToken as string;
    }
  });
  afterAll(async () => {
    await host?.dispose();
  });

  const as = (user: 'pc' | 'gp') => ({
    get: (path: string) => request(host.url).get(path).set('authorization', `Bearer ${tokens[user]}`),
    post: (path: string) => request(host.url).post(path).set('authorization', `Bearer ${tokens[user]}`),
    patch: (path: string) => request(host.url).patch(path).set('authorization', `Bearer ${tokens[user]}`),
  });

  async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const found = await probe();
      if (found !== undefined) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the calculated values never arrived');
  }

  type Value = { value: unknown; source: { kind: string; calculationId?: string } | null } | null;
  async function responseValues(responseId: number): Promise<Map<string, Value>> {
    const detail = await as('pc').get(`/api/responses/${responseId}`).expect(200);
    type Metric = { code: string; value: Value };
    type Section = { metrics: Metric[]; sections: Section[] };
    const out = new Map<string, Value>();
    const visit = (sections: Section[]) => {
      for (const s of sections) {
        for (const m of s.metrics) out.set(m.code, m.value);
        visit(s.sections);
      }
    };
    visit(detail.body.data.sections as Section[]);
    return out;
  }

  it('writes the categories into the Invest Europe response and the totals into both', async () => {
    const list = await as('pc').get('/api/responses?companyId=2&period=2025').expect(200);
    const esg = (list.body.data as Array<{ id: number; status: string; standardId: number }>).find(
      (r) => r.standardId === 1 && r.status === 'in_progress',
    )!;
    expect(esg).toBeDefined();
    // Evergreen (company 1) takes on Invest Europe (13) beside its standards, and asks Northwind for 2025.
    await as('gp')
      .patch('/api/standard/assign/1')
      .send({ selectedStandards: [1, 2, 8, 13, 16] })
      .expect(200);
    const investEurope = await as('gp')
      .post('/api/responses')
      .send({ companyId: 2, standardId: 13, period: '2025', dueDate: '2026-04-30' })
      .expect(201);
    const ieId = investEurope.body.data.id as number;

    const esgAsks = await responseValues(esg.id);
    const ieAsks = await responseValues(ieId);
    // The risk: ESG asks for the scope totals, not the categories; Invest Europe asks for both.
    expect(esgAsks.has('ghg.scope1')).toBe(true);
    expect(esgAsks.has('ghg.scope3_cat06')).toBe(false);
    expect(ieAsks.has('ghg.scope3_cat06')).toBe(true);

    // Scopes 1 and 2 of the seeded 2024 inventory, business travel by air (category 6) and commuting
    // (category 7) as reported figures.
    const seeded = await as('pc').get('/api/carbon-calculations?companyId=2&period=2024').expect(200);
    const inventory = seeded.body.data[0] as {
      activities: unknown[];
      result: { lines: Array<{ scope: string }> };
    };
    const created = await as('pc')
      .post('/api/carbon-calculations')
      .send({
        companyId: 2,
        period: '2025',
        activities: [
          ...inventory.activities.filter((_, i) => inventory.result.lines[i].scope !== '3'),
          {
            category: 'EBTA',
            reported: { tCO2e: 42.5, method: 'distance-based', source: 'Travel agency report' },
          },
          { category: 'EC', reported: { tCO2e: 12.25, method: 'average-data' } },
        ],
      })
      .expect(201);
    const calculation = created.body.data;
    expect(calculation.result.totals.scope3).toBeCloseTo(54.75, 9);

    const calculated = (v: Value) =>
      v?.source?.kind === 'calculated' && v.source.calculationId === String(calculation.id);
    const ie = await until(async () => {
      const values = await responseValues(ieId);
      return calculated(values.get('ghg.scope3_cat06') ?? null) &&
        calculated(values.get('ghg.scope3_cat07') ?? null)
        ? values
        : undefined;
    });
    expect(ie.get('ghg.scope3_cat06')?.value).toBeCloseTo(42.5, 9);
    expect(ie.get('ghg.scope3_cat07')?.value).toBeCloseTo(12.25, 9);
    expect(ie.get('ghg.scope3')?.value).toBeCloseTo(54.75, 9);
    // The ESG response shows the same facts of the period for the codes it asks.
    const esgAfter = await responseValues(esg.id);
    expect(calculated(esgAfter.get('ghg.scope1') ?? null)).toBe(true);
    expect(esgAfter.get('ghg.scope1')?.value).toBeCloseTo(calculation.result.totals.scope1, 9);
    expect(esgAfter.get('ghg.scope3')?.value).toBeCloseTo(54.75, 9);
  });
});
