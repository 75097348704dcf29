import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  pcafEstimatedEmissions,
  pcafEstimateScore,
  pcafEstimateUse,
  pcafPositionWithSavedEstimate,
  pcafReferenceFrom,
  pcafSavedEstimateLines,
  savePcafCountryFiguresRequestSchema,
  savePcafEstimateRequestSchema,
  type PcafPosition,
  type PcafSavedEstimate,
} from '../src';

/** Saved PCAF inputs (issue 11, ADR 0083): the arithmetic, the scores and which emissions a position uses, by hand. */
const reference = pcafReferenceFrom(
  JSON.parse(readFileSync(join(__dirname, '../../reference-data/files/pcaf.json'), 'utf8')),
);

const saved = (over: Partial<PcafSavedEstimate> = {}): PcafSavedEstimate => ({
  investorId: 1,
  companyId: 9,
  year: 2025,
  assetClass: 'unlisted-equity',
  estimate: {
    basis: 'revenue',
    revenue: 40_000_000,
    sector: 'C.20',
    sectorFactor: 0.0001,
    scope3Factor: 0.00025,
    factorSource: 'PCAF database, EXIOBASE 3.8.2',
  },
  dataQualityOption: '3a',
  dataQualityScore: 4,
  emissions: { scope12: 4000, scope3: 10_000 },
  expression: 'estimated emissions = …',
  reference: 'PCAF Table 5-7',
  savedBy: { userId: 2, name: 'Grace Parker' },
  savedAt: '2026-11-24T05:00:00.000Z',
  ...over,
});

describe('estimated emissions', () => {
  it('multiplies revenue by the sector factor, and by the scope 3 factor where given', () => {
    // 40,000,000 × 0.0001 = 4,000 t; × 0.00025 = 10,000 t.
    expect(
      pcafEstimatedEmissions({
        basis: 'revenue',
        revenue: 40_000_000,
        sectorFactor: 0.0001,
        scope3Factor: 0.00025,
      }),
    ).toEqual({
      scope12: 4000,
      scope3: 10_000,
      expression:
        'estimated emissions = revenue €40,000,000 × sector factor 0.0001 tCO2e per EUR of revenue = 4,000 tCO2e; scope 3 = revenue €40,000,000 × 0.00025 = 10,000 tCO2e',
    });
  });

  it('multiplies physical activity by its factor; no scope 3 without a factor', () => {
    // 1,200 MWh × 0.25 t/MWh = 300 t.
    expect(
      pcafEstimatedEmissions({
        basis: 'physical-activity',
        activity: 1200,
        activityUnit: 'MWh',
        emissionFactor: 0.25,
      }),
    ).toEqual({
      scope12: 300,
      scope3: null,
      expression: 'estimated emissions = 1,200 MWh × 0.25 tCO2e/MWh = 300 tCO2e',
    });
  });

  it('scores an option by the asset class’s PCAF table and refuses one the table has not', () => {
    expect(pcafEstimateScore(reference, 'unlisted-equity', '3a')).toEqual({
      ok: true,
      score: 4,
      table: 'Table 5-7',
    });
    expect(pcafEstimateScore(reference, 'listed-equity', '2a')).toEqual({
      ok: true,
      score: 2,
      table: 'Table 5-3',
    });
    expect(pcafEstimateScore(reference, 'mortgages', '3a')).toEqual({
      ok: false,
      reason: expect.stringContaining('dataQualityOption 3a is not in PCAF Table 5-15 for mortgages'),
    });
  });
});

describe('which emissions a position uses', () => {
  const position: PcafPosition = {
    id: '1/2025-12-31/1',
    assetClass: 'unlisted-equity',
    outstanding: 1000,
    company: { totalEquity: 600, totalDebt: 400 },
    dataQualityScore: 2,
  };

  it('reported emissions win: a saved estimate is then superseded, and the position goes unchanged', () => {
    const reported = { ...position, emissions: { scope1: 10, scope2: 5 } };
    expect(pcafEstimateUse(reported, saved())).toEqual({ use: 'reported', superseded: saved() });
    expect(pcafPositionWithSavedEstimate(reported, saved())).toBe(reported);
    expect(pcafEstimateUse(reported, undefined)).toEqual({ use: 'reported', superseded: null });
  });

  it('without reported emissions the saved estimate goes into the calculation with its option', () => {
    expect(pcafEstimateUse(position, saved())).toEqual({ use: 'estimate', estimate: saved() });
    expect(pcafPositionWithSavedEstimate(position, saved())).toEqual({
      id: '1/2025-12-31/1',
      assetClass: 'unlisted-equity',
      outstanding: 1000,
      company: { totalEquity: 600, totalDebt: 400 },
      estimate: { basis: 'revenue', revenue: 40_000_000, sectorFactor: 0.0001, scope3Factor: 0.00025 },
      dataQualityOption: '3a',
      dataQualityScoreScope3: 4,
    });
    expect(pcafEstimateUse(position, undefined)).toEqual({ use: 'none' });
  });

  it('says how the saved estimate was made', () => {
    expect(pcafSavedEstimateLines(saved())).toEqual([
      'saved estimate for 2025: revenue €40,000,000, sector C.20 (NACE Rev. 2), sector factor 0.0001 tCO2e per EUR, scope 3 factor 0.00025 tCO2e per EUR',
      'estimated emissions = …',
      'factor source: PCAF database, EXIOBASE 3.8.2',
      'PCAF option 3a, data quality score 4 (PCAF Table 5-7)',
      'saved by Grace Parker on 2026-11-24 05:00 UTC',
    ]);
  });
});

describe('request checks', () => {
  const issues = (result: {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  }) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('names the field of a bad estimate', () => {
    expect(
      issues(
        savePcafEstimateRequestSchema.safeParse({
          assetClass: 'listed-equity',
          estimate: { basis: 'revenue', revenue: -5, sector: ' ', sectorFactor: 0.1, factorSource: 'x' },
          dataQualityOption: '3a',
        }),
      ),
    ).toEqual(['estimate.revenue: revenue cannot be negative', 'estimate.sector: sector is required']);
  });

  it('names missing country figures', () => {
    expect(
      issues(savePcafCountryFiguresRequestSchema.safeParse({ dataQualityScore: 4, source: 'UNFCCC' })),
    ).toEqual([
      'pppAdjustedGdp: pppAdjustedGdp is required (PPP-adjusted GDP of the country, EUR)',
      'productionEmissions: productionEmissions is required (production emissions excluding LULUCF, tCO2e)',
    ]);
  });
});
