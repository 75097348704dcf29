import {
  footprintBreakdown,
  footprintDates,
  footprintHoldings,
  footprintQualityShares,
  footprintSeries,
  pcafCompanyData,
  portfolioFootprint,
  type FootprintHolding,
  type PcafPosition,
  type PcafPositionResult,
  type PositionSet,
} from '../src';

/*
 * The footprint of a three-company fund (issue 28, ADR 0162), every figure computed by hand:
 *
 *   Aalborg Cement  value €10m, outstanding €10m, AF 0.1 × 500 t = 50 t financed (scope 3: 0.1 × 200 = 20 t),
 *                   revenue €50m, own emissions 500 t (scope 3 200 t)
 *   Bergen Freight  value €5m, outstanding €5m, AF 0.05 × 500 t = 25 t financed, no scope 3, revenue €20m
 *   Cork Foods      value €5m, excluded by PCAF (no emissions published), revenue €10m
 *   all investments of the fund €25m (cash €5m beyond the positions)
 *
 * Scopes 1 and 2:
 *   financed emissions = 50 + 25 = 75 t
 *   carbon footprint = 75 / 25 = 3 t per € million invested
 *   economic emission intensity = 75 / (10 + 5) = 5 t per € million
 *   WACI = (10/15) × 500/50 + (5/15) × 500/20 = 6.6667 + 8.3333 = 15 t per € million of revenue
 * Scopes 1, 2 and 3 (scope 3 where published):
 *   financed = 70 + 25 = 95 t; footprint 95 / 25 = 3.8; intensity 95 / 15 = 6.3333…
 *   WACI = (10/15) × 700/50 + (5/15) × 500/20 = 9.3333 + 8.3333 = 17.6667
 */
const holding = (h: Partial<FootprintHolding> & Pick<FootprintHolding, 'id' | 'name'>): FootprintHolding => ({
  fundId: 1,
  companyId: null,
  sector: null,
  value: 0,
  outstanding: 0,
  financedScope12: null,
  financedScope3: null,
  emissionsScope12: null,
  emissionsScope3: null,
  revenue: null,
  dataQualityScore: null,
  ...h,
});

const fund: FootprintHolding[] = [
  holding({
    id: 'a',
    name: 'Aalborg Cement',
    sector: 'C.23',
    value: 10_000_000,
    outstanding: 10_000_000,
    financedScope12: 50,
    financedScope3: 20,
    emissionsScope12: 500,
    emissionsScope3: 200,
    revenue: 50_000_000,
    dataQualityScore: 2,
  }),
  holding({
    id: 'b',
    name: 'Bergen Freight',
    sector: 'H.49',
    value: 5_000_000,
    outstanding: 5_000_000,
    financedScope12: 25,
    emissionsScope12: 500,
    revenue: 20_000_000,
    dataQualityScore: 4,
  }),
  holding({
    id: 'c',
    name: 'Cork Foods',
    sector: 'C.10',
    value: 5_000_000,
    outstanding: 5_000_000,
    revenue: 10_000_000,
  }),
];

describe('portfolio footprint of a three-company fund', () => {
  it('scopes 1 and 2: financed emissions 75 t, carbon footprint 3, intensity 5, WACI 15', () => {
    const f = portfolioFootprint(fund, 25_000_000, 'scopes-1-2');
    expect(f.financedEmissions.value).toBe(75);
    expect(f.carbonFootprint.value).toBeCloseTo(3, 12);
    expect(f.economicEmissionIntensity.value).toBeCloseTo(5, 12);
    expect(f.waci.value).toBeCloseTo(15, 12);
  });

  it('scopes 1, 2 and 3 add scope 3 where published: 95 t, 3.8, 6.3333, 17.6667', () => {
    const f = portfolioFootprint(fund, 25_000_000, 'scopes-1-2-3');
    expect(f.financedEmissions.value).toBe(95);
    expect(f.carbonFootprint.value).toBeCloseTo(3.8, 12);
    expect(f.economicEmissionIntensity.value).toBeCloseTo(95 / 15, 12);
    expect(f.waci.value).toBeCloseTo(53 / 3, 12);
    expect(f.financedEmissions.lines).toContain('No scope 3 published, scopes 1 and 2 only: Bergen Freight.');
  });

  it('says how each figure was made, in words, naming what was left out', () => {
    const f = portfolioFootprint(fund, 25_000_000, 'scopes-1-2');
    expect(f.financedEmissions.lines[0]).toBe('Financed emissions = 50 + 25 = 75 tCO₂e');
    expect(f.financedEmissions.lines).toContain(
      'Not attributed, so not counted (never as zero): Cork Foods.',
    );
    expect(f.carbonFootprint.lines).toContain('Carbon footprint = 75 ÷ 25 = 3 tCO₂e per € million');
    expect(f.economicEmissionIntensity.lines).toContain(
      'Outstanding of the attributed positions = €10,000,000 + €5,000,000 = € 15 million',
    );
    expect(f.waci.lines).toContain(
      'Aalborg Cement: €10,000,000 ÷ €15,000,000 × 500 tCO₂e ÷ € 50 million = 0.6667 × 10',
    );
    expect(f.waci.lines.at(-1)).toBe(
      'Not covered (no emissions or no revenue published, or not a company): Cork Foods.',
    );
    for (const figure of [f.financedEmissions, f.carbonFootprint, f.economicEmissionIntensity, f.waci])
      expect(`${figure.formula} ${figure.lines.join(' ')}`).not.toMatch(
        /\b[a-z]+[A-Z][a-z]+|\w\.\w+_|NaN|Infinity/,
      );
  });

  it('gives no figure, not zero, when nothing is attributed', () => {
    const f = portfolioFootprint([fund[2]], 5_000_000, 'scopes-1-2');
    expect(f.financedEmissions.value).toBeNull();
    expect(f.carbonFootprint.value).toBeNull();
    expect(f.economicEmissionIntensity.value).toBeNull();
    expect(f.waci.value).toBeNull();
  });

  it('groups financed emissions by sector, scope 3 apart, largest first in the scopes shown', () => {
    const fund2 = [
      ...fund,
      { ...fund[1], id: 'd', sector: 'C.10', financedScope12: 40, financedScope3: 100 },
    ];
    expect(footprintBreakdown(fund2, (h) => h.sector ?? '', 'scopes-1-2')).toEqual([
      { key: 'C.23', scope12: 50, scope3: 20 },
      { key: 'C.10', scope12: 40, scope3: 100 },
      { key: 'H.49', scope12: 25, scope3: 0 },
    ]);
    expect(footprintBreakdown(fund2, (h) => h.sector ?? '', 'scopes-1-2-3').map((g) => g.key)).toEqual([
      'C.10',
      'C.23',
      'H.49',
    ]);
  });
});

describe('footprint holdings from the PCAF scorecard inputs', () => {
  it('takes the recorded value, the company’s own emissions and its published revenue and sector', () => {
    const position: PcafPosition = {
      id: '7/2025-12-31/1',
      assetClass: 'unlisted-equity',
      outstanding: 2_000_000,
      fundId: '7',
      company: { totalEquity: 30_000_000, totalDebt: 10_000_000 },
      emissions: { scope1: 300, scope2: 100 },
      dataQualityScore: 2,
    };
    const result = {
      id: position.id,
      assetClass: 'unlisted-equity',
      fundId: '7',
      outstanding: 2_000_000,
      attributionFactor: 0.05,
      financedEmissions: 20,
      financedEmissionsScope3: null,
      dataQualityScore: 2,
      dataQualityScoreScope3: null,
      emissionsBasis: 'reported',
      excluded: false,
      exclusionReason: null,
      warnings: [],
      provenance: null,
    } satisfies PcafPositionResult;
    const [h] = footprintHoldings({
      positions: [position],
      results: [result],
      rows: [
        {
          id: position.id,
          fundId: 7,
          fundName: 'Fund',
          date: '2025-12-31',
          companyId: 3,
          companyName: 'Atlas',
          instrument: 'unlisted_equity',
          assetClass: 'unlisted-equity',
          valuesPeriod: '2025',
          inputs: [],
        },
      ],
      funds: [
        {
          fundId: 7,
          name: 'Fund',
          positions: {
            fundId: 7,
            date: '2025-12-31',
            currency: 'EUR',
            allInvestments: 9_000_000,
            positions: [
              {
                companyId: 3,
                country: null,
                instrument: 'unlisted_equity',
                value: 2_500_000,
                outstanding: null,
              } as never,
            ],
            positionsTotal: 2_500_000,
            recordedAt: '2026-01-05T10:00:00Z',
            recordedBy: 2,
            version: 1,
          },
        },
      ],
      companies: [
        {
          companyId: 3,
          name: 'Atlas',
          period: '2025',
          values: [
            { metricCode: 'company.revenue', value: 40_000_000, quality: 'reported', dataQualityScore: null },
            { metricCode: 'company.nace', value: 'H.49', quality: 'reported', dataQualityScore: null },
          ],
        },
      ],
    });
    expect(h).toMatchObject({
      name: 'Atlas',
      sector: 'H.49',
      value: 2_500_000,
      outstanding: 2_000_000,
      financedScope12: 20,
      emissionsScope12: 400,
      emissionsScope3: null,
      revenue: 40_000_000,
    });
  });
});

/*
 * The same fund over two reporting dates (issue 28 item 3, ADR 0166), by hand. 31 Dec 2024 is the fund above
 * (75 t, 3, 5, 15; scope 3 95 t). On 31 Dec 2025, with the companies' 2025 data:
 *
 *   Aalborg Cement  value €12m, AF 0.1 × 400 t = 40 t (scope 3 0.1 × 150 = 15 t), revenue €50m, score 2
 *   Bergen Freight  value €5m, 25 t as before, revenue €20m, score 3 (its 2025 data is better)
 *   Cork Foods      value €8m, now published: AF 0.1 × 160 t = 16 t, no scope 3, revenue €10m, score 5
 *   all investments €30m
 *
 *   financed emissions = 40 + 25 + 16 = 81 t; carbon footprint 81 / 30 = 2.7; intensity 81 / (12 + 5 + 8) = 3.24
 *   WACI = 12/25 × 400/50 + 5/25 × 500/20 + 8/25 × 160/10 = 3.84 + 5 + 5.12 = 13.96
 *   scopes 1, 2 and 3: 55 + 25 + 16 = 96 t; 3.2; 3.84; WACI 12/25 × 550/50 + 5 + 5.12 = 15.4
 *   data quality by outstanding: 2024 score 2 10/15, score 4 5/15; 2025 score 2 12/25 = 0.48, 3 0.2, 5 0.32
 */
const fund2025: FootprintHolding[] = [
  {
    ...fund[0],
    id: 'a25',
    value: 12_000_000,
    outstanding: 12_000_000,
    financedScope12: 40,
    financedScope3: 15,
    emissionsScope12: 400,
    emissionsScope3: 150,
  },
  { ...fund[1], id: 'b25', dataQualityScore: 3 },
  {
    ...fund[2],
    id: 'c25',
    value: 8_000_000,
    outstanding: 8_000_000,
    financedScope12: 16,
    emissionsScope12: 160,
    dataQualityScore: 5,
  },
];
const periods = [
  {
    date: '2024-12-31',
    holdings: fund,
    funds: [{ fundId: 1, name: 'Nordic Fund', allInvestments: 25_000_000 }],
    weightedDataQuality: { byFund: new Map([[1, 40 / 15]]), all: 40 / 15 },
    dataPeriods: [
      { name: 'Aalborg Cement', period: '2024' },
      { name: 'Bergen Freight', period: '2024' },
      { name: 'Cork Foods', period: null },
    ],
  },
  {
    date: '2025-12-31',
    holdings: fund2025,
    funds: [{ fundId: 1, name: 'Nordic Fund', allInvestments: 30_000_000 }],
    weightedDataQuality: { byFund: new Map([[1, 3.16]]), all: 3.16 },
    dataPeriods: [
      { name: 'Aalborg Cement', period: '2025' },
      { name: 'Bergen Freight', period: '2024' },
      { name: 'Cork Foods', period: '2025' },
    ],
  },
];

describe('the footprint of a three-company fund over two reporting dates', () => {
  it('scopes 1 and 2: 75 t then 81 t; footprint 3 then 2.7; intensity 5 then 3.24; WACI 15 then 13.96', () => {
    const series = footprintSeries(periods, 1, 'scopes-1-2');
    expect(series.map((p) => p.date)).toEqual(['2024-12-31', '2025-12-31']);
    expect(series.map((p) => p.footprint.financedEmissions.value)).toEqual([75, 81]);
    expect(series[0].footprint.carbonFootprint.value).toBeCloseTo(3, 12);
    expect(series[1].footprint.carbonFootprint.value).toBeCloseTo(2.7, 12);
    expect(series[0].footprint.economicEmissionIntensity.value).toBeCloseTo(5, 12);
    expect(series[1].footprint.economicEmissionIntensity.value).toBeCloseTo(3.24, 12);
    expect(series[0].footprint.waci.value).toBeCloseTo(15, 12);
    expect(series[1].footprint.waci.value).toBeCloseTo(13.96, 12);
    expect(series.map((p) => [p.financedScope12, p.financedScope3])).toEqual([
      [75, 20],
      [81, 15],
    ]);
  });

  it('scopes 1, 2 and 3: 95 t then 96 t; 3.8 then 3.2; 6.3333 then 3.84; WACI 17.6667 then 15.4', () => {
    const series = footprintSeries(periods, null, 'scopes-1-2-3');
    expect(series.map((p) => p.footprint.financedEmissions.value)).toEqual([95, 96]);
    expect(series[1].footprint.carbonFootprint.value).toBeCloseTo(3.2, 12);
    expect(series[0].footprint.economicEmissionIntensity.value).toBeCloseTo(95 / 15, 12);
    expect(series[1].footprint.economicEmissionIntensity.value).toBeCloseTo(3.84, 12);
    expect(series[0].footprint.waci.value).toBeCloseTo(53 / 3, 12);
    expect(series[1].footprint.waci.value).toBeCloseTo(15.4, 12);
  });

  it('gives the PCAF data quality of each date: the calculation’s weighted score and the shares by score', () => {
    const series = footprintSeries(periods, 1, 'scopes-1-2');
    expect(series.map((p) => p.weightedDataQualityScore)).toEqual([40 / 15, 3.16]);
    expect(series[0].qualityShares.map((s) => Math.round(s * 1e6) / 1e6)).toEqual([
      0, 0.666667, 0, 0.333333, 0,
    ]);
    expect(series[1].qualityShares).toEqual([0, 0.48, 0.2, 0, 0.32]);
    expect(footprintQualityShares([fund[2]])).toEqual({ total: 0, shares: [0, 0, 0, 0, 0] });
  });

  it('says which year’s data each company gave, in words', () => {
    const series = footprintSeries(periods, 1, 'scopes-1-2');
    expect(series[0].lines).toEqual([
      'Data of 2024: Aalborg Cement, Bergen Freight.',
      'No data published up to 2024: Cork Foods.',
    ]);
    expect(series[1].lines).toEqual([
      'Data of 2025: Aalborg Cement, Cork Foods.',
      'Data of 2024, the latest published by 2025: Bergen Freight.',
    ]);
  });

  it('leaves out a date on which the fund recorded no positions', () => {
    expect(footprintSeries(periods, 2, 'scopes-1-2')).toEqual([]);
  });

  it('lists every recorded quarter end, oldest first, with each fund’s positions that day', () => {
    const set = (date: string): PositionSet => ({
      fundId: 1,
      date,
      currency: 'EUR',
      allInvestments: 1,
      positions: [],
      positionsTotal: 0,
      recordedAt: `${date}T00:00:00Z`,
      recordedBy: null,
      version: 1,
    });
    const dates = footprintDates([
      { fundId: 1, name: 'One', sets: [set('2025-12-31'), set('2024-12-31')] },
      { fundId: 2, name: 'Two', sets: [set('2025-12-31')] },
    ]);
    expect(dates.map((d) => [d.date, d.year, d.funds.map((f) => f.positions?.date ?? null)])).toEqual([
      ['2024-12-31', 2024, ['2024-12-31', null]],
      ['2025-12-31', 2025, ['2025-12-31', '2025-12-31']],
    ]);
  });

  it('reads each company’s data as of the year of the date: that year’s, else the latest earlier, never later', () => {
    const scope1 = (value: number) => ({
      metricCode: 'ghg.scope1',
      value,
      quality: 'reported' as const,
      dataQualityScore: null,
    });
    const published = [
      { period: '2023', values: [scope1(900)] },
      { period: '2024', values: [scope1(850)] },
      { period: '2025', values: [scope1(800)] },
    ];
    expect(pcafCompanyData(2, 'N', published, 2024).period).toBe('2024');
    expect(pcafCompanyData(2, 'N', published, 2026).period).toBe('2025');
    expect(pcafCompanyData(2, 'N', published, 2022).period).toBeNull();
    expect(pcafCompanyData(2, 'N', published).period).toBe('2025');
  });
});
