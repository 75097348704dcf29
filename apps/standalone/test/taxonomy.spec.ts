import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * EU Taxonomy alignment through the standalone app (issue 26, ADR 0150): the stateless calculation as an
 * API client calls it, and a demo fund's alignment from the disclosures Northwind and Atlas published with
 * framework 16 (the demo seed), as the fund page reads it. Expected figures are written out by hand.
 */
describe('EU Taxonomy alignment', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    host = await startStandalone();
    for (const [key, email] of [
      ['gp', 'gp@demo.test'],
      ['pc', 'pc@demo.test'],
      ['lp', 'lp@demo.test'],
      ['coinvestor', 'coinvestor@demo.test'],
    ]) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email, password: DEMO_PASSWORD })
        .expect(200);
      tokens[key] = login.body.data.accessToken as string;
    }
  });
  afterAll(async () => host?.dispose());

  const as = (who: string) => ({
    get: (path: string) => request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`),
    post: (path: string) => request(host.url).post(path).set('authorization', `Bearer ${tokens[who]}`),
  });

  const ROW = (activity: string, t: [number, number], c: [number, number], o: [number, number]) => ({
    activity,
    turnover: { eligible: t[0], aligned: t[1] },
    capex: { eligible: c[0], aligned: c[1] },
    opex: { eligible: o[0], aligned: o[1] },
    substantialContribution: true,
    dnsh: true,
  });

  it('POST /api/calculations/taxonomy: any signed-in user, stateless; bad input is a 422 naming the field', async () => {
    const body = {
      date: '2025-12-31',
      allInvestments: 1_000,
      positions: [
        { companyId: 1, value: 400 },
        { companyId: 'DE', value: 100, instrument: 'sovereign-bond' },
      ],
      companies: [
        {
          companyId: 1,
          turnover: 100,
          capex: 10,
          opex: 10,
          minimumSafeguards: true,
          activities: [ROW('CCM 7.2', [50, 25], [10, 5], [0, 0])],
        },
      ],
    };
    const res = await as('pc').post('/api/calculations/taxonomy').send(body).expect(200);
    // 400 × 25/100 = 100 of 1,000 → 0.1; of 900 without the sovereign bond; renovation is transitional.
    expect(res.body.data.kpis.turnover.aligned.including).toBeCloseTo(0.1, 12);
    expect(res.body.data.kpis.turnover.aligned.excluding).toBeCloseTo(100 / 900, 12);
    expect(res.body.data.kpis.turnover.transitional.including).toBeCloseTo(0.1, 12);
    expect(res.body.data.reference.transcribed).toBe(true);
    const bad = await as('pc')
      .post('/api/calculations/taxonomy')
      .send({
        ...body,
        companies: [{ ...body.companies[0], activities: [ROW('CCM 4.1', [50, 60], [0, 0], [0, 0])] }],
      })
      .expect(422);
    expect(bad.body).toMatchObject({ code: 'TAXONOMY.UNPROCESSABLE' });
    expect(bad.body.message).toContain('companies.0.activities.0.turnover.aligned');
    await request(host.url).post('/api/calculations/taxonomy').send(body).expect(401);
  });

  it('GET /api/taxonomy/activities lists the transcribed activity list with its legal source and version', async () => {
    const res = await as('pc').get('/api/taxonomy/activities').expect(200);
    expect(res.body.data.version).toBe('2024-01-01');
    expect(res.body.data.transcribed).toBe(true);
    const byId = new Map(
      (res.body.data.activities as Array<{ id: string; type: string | null; special: string | null }>).map(
        (a) => [a.id, a],
      ),
    );
    expect(byId.get('CCM 3.9')).toMatchObject({ type: 'transitional' });
    expect(byId.get('CCM 4.29')).toMatchObject({ special: 'fossil-gas', type: 'transitional' });
    expect(byId.get('CCM 4.28')).toMatchObject({ special: 'nuclear' });
  });

  it("GET /api/taxonomy/funds/1/{date}: fund 1's alignment from the published disclosures, who may read it", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const data = await waitFor(
      async () => {
        const res = await as('gp').get(`/api/taxonomy/funds/1/${today}`);
        return res.body.data?.calculation?.included?.length === 2 ? res.body.data : null;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    // The latest quarter end of the demo: Northwind 55.0 + 9.8, Atlas 38.9, Helios 31.5 + 6.1 (no disclosure),
    // a German bond 12.0, cash 5.2 and hedges 1.6: all investments 160.1 (EUR million).
    // Turnover aligned: Northwind (70 + 18) / 95, Atlas 19 / 410.
    const numerator = 64.8 * (88 / 95) + 38.9 * (19 / 410);
    const calc = data.calculation;
    expect(calc.allInvestments).toBeCloseTo(160_100_000, 3);
    expect(calc.sovereignExposure).toBe(12_000_000);
    expect(calc.kpis.turnover.aligned.including).toBeCloseTo(numerator / 160.1, 10);
    expect(calc.kpis.turnover.aligned.excluding).toBeCloseTo(numerator / 148.1, 10);
    // Atlas's road freight (CCM 6.6) is transitional: 38.9 × 19/410.
    expect(calc.kpis.turnover.transitional.including).toBeCloseTo((38.9 * (19 / 410)) / 160.1, 10);
    expect(calc.kpis.turnover.coverage).toBeCloseTo((64.8 + 38.9) / (64.8 + 38.9 + 37.6), 10);
    expect(calc.excluded).toEqual([
      expect.objectContaining({ companyId: 4, name: 'Helios Foods', code: 'missing' }),
    ]);
    expect(data.sources.map((s: { companyId: number; year: number }) => [s.companyId, s.year])).toEqual([
      [2, 2024],
      [3, 2024],
    ]);
    // The GP's outside parties read it like the PAI statement; a portfolio company and an LP do not.
    await as('coinvestor').get(`/api/taxonomy/funds/1/${today}`).expect(200);
    await as('pc').get(`/api/taxonomy/funds/1/${today}`).expect(403);
    await as('gp').get('/api/taxonomy/funds/1/2025-02-30').expect(400);
    await as('gp').get(`/api/taxonomy/funds/999/${today}`).expect(404);
  });
});
