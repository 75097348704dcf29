import request from 'supertest';
import {
  footprintDates,
  footprintHoldings,
  footprintSeries,
  pcafCompanyData,
  pcafPositionsFromPortfolio,
  type CompanyValues,
  type Fund,
  type PcafResult,
  type PositionSet,
} from '@esg/contracts';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * The PCAF scorecard through the API as the screen reads it (issue 11, ADR 0054): Evergreen's funds, their
 * positions on the latest quarter end and the portfolio companies' published 2024 values → POST
 * /api/calculations/pcaf. Worked by hand from the demo data (libs/platform demo-data.ts, data-collection
 * esg-demo-data.ts; 2024 is the base year, values as published):
 *
 * Fund 1, latest quarter end:
 *   Northwind unlisted equity €55m: AF = 55 / (240 + 310) = 0.1; emissions 850 + 300 (market) = 1,150 t → 115 t; DQ 2
 *   Northwind business loan, outstanding €10m: AF = 10 / 550; 1,150 × 10 / 550 = 20.9090… t; DQ 2
 *   Atlas unlisted equity €38.9m: AF = 38.9 / (150 + 290); 50,600 × 38.9 / 440 = 4,473.5 t; DQ 1 (audited)
 *   Helios unlisted equity €31.5m: AF = 31.5 / (90 + 85) = 0.18; (6,800 + 1,100) × 0.18 = 1,422 t; DQ 2
 *   Helios corporate bond (private issuer), outstanding €6m: AF = 6 / 175; 7,900 × 6 / 175 = 270.857… t; DQ 2
 *   German sovereign bond and cash: not attributed.
 * Fund 2: Northwind project finance, outstanding €24m: AF = 24 / 550; 1,150 × 24 / 550 = 50.1818… t; DQ 2
 * Total 6,352.448… t. Weighted DQ = (55×2 + 10×2 + 38.9×1 + 31.5×2 + 6×2 + 24×2) / 165.4 = 291.9 / 165.4.
 */
describe('the PCAF scorecard from positions and published values', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  let token = '';

  beforeAll(async () => {
    host = await startStandalone();
    const login = await request(host.url)
      .post('/api/auth/login')
      .send({ email: 'gp@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    token = login.body.data.accessToken as string;
  });
  afterAll(async () => host?.dispose());

  const get = async <T>(path: string): Promise<T> =>
    (await request(host.url).get(path).set('authorization', `Bearer ${token}`).expect(200)).body.data as T;

  it('attributes each position, sums per fund and weights the data quality by outstanding', async () => {
    const funds = await get<Fund[]>('/api/fundManager/getAll/1');
    const sets = await Promise.all(funds.map((f) => get<PositionSet[]>(`/api/funds/${f.id}/positions`)));
    const latest = sets.flat().reduce((max, s) => (s.date > max ? s.date : max), '');
    const fundPositions = funds.map((f, i) => ({
      fundId: f.id,
      name: f.name,
      positions: sets[i].find((s) => s.date === latest) ?? null,
    }));
    // The publications reach the analysis read model through events: wait for each company's 2024 values.
    const companies = await Promise.all(
      [2, 3, 4].map(async (id) => {
        const values = await waitFor(
          async () => {
            const v = await get<CompanyValues>(`/api/analysis/companies/${id}/values?period=2024`);
            return v.values.some((x) => x.metricCode === 'ghg.scope1') ? v : null;
          },
          { timeoutMs: 30_000, intervalMs: 200 },
        );
        return pcafCompanyData(id, values.name, [{ period: '2024', values: values.values }]);
      }),
    );
    const mapped = pcafPositionsFromPortfolio(fundPositions, companies);
    expect(mapped.outside.map((o) => o.instrument).sort()).toEqual(['cash', 'cash', 'sovereign_bond']);

    const response = await request(host.url)
      .post('/api/calculations/pcaf')
      .set('authorization', `Bearer ${token}`)
      .send({ positions: mapped.positions })
      .expect(200);
    const result = response.body.data as PcafResult;
    const row = (company: string, instrument: string) => {
      const r = mapped.rows.find((x) => x.companyName === company && x.instrument === instrument)!;
      return result.positions.find((p) => p.id === r.id)!;
    };
    expect(row('Northwind Renewables', 'unlisted_equity')).toMatchObject({
      attributionFactor: expect.closeTo(0.1, 12),
      financedEmissions: expect.closeTo(115, 9),
      dataQualityScore: 2,
      excluded: false,
    });
    expect(row('Northwind Renewables', 'business_loan').financedEmissions).toBeCloseTo((1150 * 10) / 550, 9);
    expect(row('Atlas Logistics', 'unlisted_equity')).toMatchObject({
      financedEmissions: expect.closeTo(4473.5, 9),
      dataQualityScore: 1,
    });
    expect(row('Helios Foods', 'unlisted_equity').financedEmissions).toBeCloseTo(1422, 9);
    expect(row('Helios Foods', 'corporate_bond').financedEmissions).toBeCloseTo((7900 * 6) / 175, 9);
    expect(row('Northwind Renewables', 'project_finance').financedEmissions).toBeCloseTo(
      (1150 * 24) / 550,
      9,
    );
    expect(result.exclusions).toEqual([]);
    expect(result.totalFinancedEmissions).toBeCloseTo(
      115 + (1150 * 10) / 550 + 4473.5 + 1422 + (7900 * 6) / 175 + (1150 * 24) / 550,
      9,
    );
    expect(result.weightedDataQualityScore).toBeCloseTo(291.9 / 165.4, 12);
    const fundII = funds.find((f) => f.name === 'Evergreen Climate Transition Fund II')!;
    const fund2 = result.funds.find((f) => f.fundId === String(fundII.id))!;
    expect(fund2).toMatchObject({ positions: 1, excluded: 0, outstandingIncluded: 24_000_000 });
    expect(row('Atlas Logistics', 'unlisted_equity').provenance?.referenceData).toEqual([
      expect.stringMatching(/^PCAF \(2022\)/),
    ]);
  });

  /*
   * The footprint over time (issue 28 item 3, ADR 0166): a quarter end of 2023 reads the companies' 2023
   * publications (demo: 2024 × the yearly factors), the latest reads 2024. Fund I on 31 Dec 2023, by hand:
   *   Northwind equity €49.5m: AF = 49.5 / (216 + 279) = 0.1; (918 + 324) t × 0.1 = 124.2 t; score 2
   *   Atlas equity €41.36m: AF = 41.36 / (141 + 272.6) = 0.1; (50,400 + 2,730) t × 0.1 = 5,313 t; score 1
   *   all investments €100m → financed 5,437.2 t, carbon footprint 54.372, intensity 5,437.2 / 90.86
   *   WACI = 49.5/90.86 × 1,242 / 85.5 + 41.36/90.86 × 53,130 / 385.4; data quality (49.5 × 2 + 41.36) / 90.86
   */
  it('reads each quarter end with the companies’ data of its year: 2023 positions, 2023 emissions', async () => {
    await request(host.url)
      .put('/api/funds/1/positions/2023-12-31')
      .set('authorization', `Bearer ${token}`)
      .send({
        allInvestments: 100_000_000,
        positions: [
          { companyId: 2, instrument: 'unlisted_equity', value: 49_500_000 },
          { companyId: 3, instrument: 'unlisted_equity', value: 41_360_000 },
        ],
      })
      .expect(200);
    const funds = await get<Fund[]>('/api/fundManager/getAll/1');
    const histories = await Promise.all(
      funds.map(async (f) => ({
        fundId: f.id,
        name: f.name,
        sets: await get<PositionSet[]>(`/api/funds/${f.id}/positions`),
      })),
    );
    const dates = footprintDates(histories);
    expect(dates[0].date).toBe('2023-12-31');
    // Every published period of each company, as the screen reads them (the values carry facts, ADR 0095).
    const published = await Promise.all(
      [2, 3, 4].map(async (id) => {
        const latest = await get<CompanyValues>(`/api/analysis/companies/${id}/values`);
        const periods = await Promise.all(
          latest.periods.map((p) => get<CompanyValues>(`/api/analysis/companies/${id}/values?period=${p}`)),
        );
        return {
          id,
          name: latest.name,
          periods: periods.map((v) => ({
            period: v.period!,
            values: v.values,
            carried: v.carried,
            notCarried: v.notCarried,
          })),
        };
      }),
    );
    const periods = await Promise.all(
      [dates[0], dates.at(-1)!].map(async (d) => {
        const companies = published.map((c) => pcafCompanyData(c.id, c.name, c.periods, d.year));
        const mapped = pcafPositionsFromPortfolio(d.funds, companies);
        const result = (
          await request(host.url)
            .post('/api/calculations/pcaf')
            .set('authorization', `Bearer ${token}`)
            .send({ positions: mapped.positions })
            .expect(200)
        ).body.data as PcafResult;
        return {
          date: d.date,
          holdings: footprintHoldings({
            positions: mapped.positions,
            results: result.positions,
            rows: mapped.rows,
            funds: d.funds,
            companies,
          }),
          funds: d.funds.flatMap((f) =>
            f.positions
              ? [{ fundId: f.fundId, name: f.name, allInvestments: f.positions.allInvestments }]
              : [],
          ),
          weightedDataQuality: {
            byFund: new Map(result.funds.map((f) => [Number(f.fundId), f.weightedDataQualityScore])),
            all: result.portfolio.weightedDataQualityScore,
          },
          dataPeriods: companies.map((c) => ({ name: c.name ?? '', period: c.period })),
        };
      }),
    );
    const [then, now] = footprintSeries(periods, 1, 'scopes-1-2');
    expect(then.date).toBe('2023-12-31');
    expect(then.lines).toEqual(['Data of 2023: Northwind Renewables, Atlas Logistics.']);
    expect(then.footprint.financedEmissions.value).toBeCloseTo(124.2 + 5313, 9);
    expect(then.footprint.carbonFootprint.value).toBeCloseTo(54.372, 9);
    expect(then.footprint.economicEmissionIntensity.value).toBeCloseTo(5437.2 / 90.86, 9);
    expect(then.footprint.waci.value).toBeCloseTo(
      (49.5 / 90.86) * (1242 / 85.5) + (41.36 / 90.86) * (53130 / 385.4),
      9,
    );
    expect(then.weightedDataQualityScore).toBeCloseTo((49.5 * 2 + 41.36) / 90.86, 12);
    // The latest quarter end reads 2024 (2025 is not published): fund I's 6,302.27 t of the first test.
    expect(now.lines).toEqual([
      expect.stringMatching(
        /^Data of 2024, the latest published by 20\d\d: Northwind Renewables, Atlas Logistics, Helios Foods\.$/,
      ),
    ]);
    expect(now.footprint.financedEmissions.value).toBeCloseTo(
      115 + (1150 * 10) / 550 + 4473.5 + 1422 + (7900 * 6) / 175,
      9,
    );
  });
});
