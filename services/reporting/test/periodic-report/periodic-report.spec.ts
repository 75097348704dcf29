import type { TaxonomyCalculationResult, TaxonomyKpiResult } from '@esg/contracts';
import { periodicReportDocument } from '../../src/domain/periodic-report/periodic-document';
import { ARTICLE_6_NO_PERIODIC_REPORT } from '@esg/contracts';
import { holdingShares } from '../../src/domain/periodic-report/asset-allocation';
import {
  assertHasPeriodicReport,
  periodicReport,
  taxonomyCharts,
  topInvestments,
  type PeriodicReportInput,
} from '../../src/domain/periodic-report/periodic-report';

/**
 * Two quarter ends, by hand:
 *   31 March (all investments 1,000): Alpha 400, Beta 300, cash 100;
 *   30 June (all investments 800): Alpha 400, Gamma 200, cash 200.
 * Alpha (0.4 + 0.5) / 2 = 0.45; cash (0.1 + 0.25) / 2 = 0.175; Beta 0.3 / 2 = 0.15 (not held in June);
 * Gamma 0.25 / 2 = 0.125.
 */
const positions: PeriodicReportInput['positions'] = [
  {
    date: '2025-03-31',
    allInvestments: 1_000,
    positions: [
      { companyId: 1, country: 'DE', instrument: 'unlisted_equity', value: 400 },
      { companyId: 2, country: 'FR', instrument: 'business_loan', value: 300 },
      { companyId: null, country: null, instrument: 'cash', value: 100 },
    ],
  },
  {
    date: '2025-06-30',
    allInvestments: 800,
    positions: [
      { companyId: 1, country: 'DE', instrument: 'unlisted_equity', value: 400 },
      { companyId: 3, country: null, instrument: 'unlisted_equity', value: 200 },
      { companyId: null, country: null, instrument: 'cash', value: 200 },
    ],
  },
];
const names = new Map([
  [1, 'Alpha'],
  [2, 'Beta'],
  [3, 'Gamma'],
]);

const sectorOf = (id: number) => (id === 1 ? 'D Electricity' : id === 2 ? 'H Transportation' : null);

const pair = (including: number, excluding: number | null) => ({ including, excluding });
function kpi(
  aligned: number,
  gas: number,
  nuclear: number,
  enabling = 0,
  transitional = 0,
): TaxonomyKpiResult {
  return {
    kpi: 'turnover',
    aligned: pair(aligned, aligned / 0.9),
    eligible: pair(aligned, aligned / 0.9),
    byObjective: {} as TaxonomyKpiResult['byObjective'],
    enabling: pair(enabling, enabling / 0.9),
    transitional: pair(transitional, transitional / 0.9),
    fossilGas: pair(gas, gas / 0.9),
    nuclear: pair(nuclear, nuclear / 0.9),
    alignedOther: pair(aligned - gas - nuclear, (aligned - gas - nuclear) / 0.9),
    alignedValue: aligned * 1_000,
    coverage: 0.875,
    estimatedShare: 0,
  };
}
/** A fund of 1,000 with 100 in sovereign bonds: "excluding" shares are over 900. */
const taxonomy = {
  date: '2025-06-30',
  allInvestments: 1_000,
  sovereignExposure: 100,
  companyInvestments: 800,
  kpis: { turnover: kpi(0.34, 0.02, 0, 0.08, 0.06), capex: kpi(0.41, 0, 0.05), opex: kpi(0.23, 0, 0) },
  included: [],
  excluded: [{ companyId: 3, name: 'Gamma', value: 100, code: 'missing', reason: 'no disclosure' }],
  method: '',
  reference: { document: '', version: '', transcribed: true, verificationStatus: '' },
} as unknown as TaxonomyCalculationResult;

describe('the periodic report (pure)', () => {
  it('lists the largest investments by their average share over the quarter ends', () => {
    const holdings = holdingShares(positions, { names, sectorOf, classes: new Map() });
    expect(topInvestments(holdings)).toEqual([
      { name: 'Alpha', instrument: 'Unlisted equity', sector: 'D Electricity', country: 'DE', share: 0.45 },
      { name: 'Cash', instrument: 'Cash', sector: 'Cash', country: null, share: 0.175 },
      { name: 'Beta', instrument: 'Business loan', sector: 'H Transportation', country: 'FR', share: 0.15 },
      {
        name: 'Gamma',
        instrument: 'Unlisted equity',
        sector: 'Sector not reported',
        country: null,
        share: 0.125,
      },
    ]);
    expect(topInvestments(holdings, 2).map((t) => t.name)).toEqual(['Alpha', 'Cash']);
    expect(topInvestments([])).toEqual([]);
  });

  it('draws the two Taxonomy charts with fossil gas, nuclear and the rest, and what the second represents', () => {
    const charts = taxonomyCharts(taxonomy);
    expect(charts.including[0]).toEqual({ kpi: 'Turnover', fossilGas: 0.02, nuclear: 0, other: 0.32 });
    expect(charts.including[1]).toEqual({ kpi: 'CapEx', fossilGas: 0, nuclear: 0.05, other: 0.36 });
    expect(charts.excluding![0].other).toBeCloseTo(0.32 / 0.9, 12);
    expect(charts.excludingRepresents).toBe(0.9);
    expect(charts).toMatchObject({ enabling: 0.08, transitional: 0.06, coverage: 0.875, missing: ['Gamma'] });
  });

  it('takes Annex V wording for an Article 9 fund and marks the fields the GP writes', () => {
    const input: PeriodicReportInput = {
      fundId: 7,
      fundName: 'Climate Fund',
      companyId: 1,
      entityName: 'Evergreen',
      year: 2025,
      classification: 'article_9',
      positions,
      companyNames: names,
      sectorOf,
      classes: new Map([
        ['company:1', { classification: 'sustainable' as const, updatedAt: '2026-01-10T09:00:00.000Z' }],
        ['cash:', { classification: 'other' as const, updatedAt: '2026-01-10T09:00:00.000Z' }],
      ]),
      pai: [],
      taxonomy,
      saved: new Map(),
    };
    const report = periodicReport(input);
    expect(report.annex).toBe('V');
    expect(report.quarterEnds).toEqual(['2025-03-31', '2025-06-30']);
    const allocation = report.sections.find((s) => s.id === 'allocation')!.text;
    // Article 9: #1 sustainable 0.45 (Alpha), #2 0.175 (cash); Beta 0.15 and Gamma 0.125 not classified
    // (0.275); not itemised 0.1 (see the positions above).
    expect(allocation).toContain(
      'On average over the quarter ends, of all investments 45.0% were sustainable investments (#1) and 17.5% were not sustainable investments (#2). 27.5% of the investments are not classified yet (Beta, Gamma) and are in none of these shares; 10.0% of all investments is not itemised in the positions',
    );
    expect(allocation).toMatch(
      /The largest investment was Alpha \(45\.0% of the investments on average over the year\)\. By turnover, 34\.0% of the investments were in Taxonomy-aligned activities \(sovereign exposures included\), on disclosures covering 87\.5% of the company investments by value\. \[To be completed/,
    );
    const document = periodicReportDocument(report);
    expect(document.title).toMatch(
      /^Periodic disclosure for the financial products referred to in Article 9/,
    );
    const bars = document.blocks.filter((b) => b.kind === 'bars');
    expect(bars.map((b) => b.title)).toEqual([
      '1. Taxonomy-alignment of investments including sovereign bonds*',
      '2. Taxonomy-alignment of investments excluding sovereign bonds*',
    ]);
    expect(bars[1]).toMatchObject({ note: 'This graph represents 90.0% of the total investments.' });
    // The diagram of Annex V: #1 Sustainable, #2 Not sustainable and what is not classified or itemised.
    const boxes = document.blocks.find((b) => b.kind === 'boxes');
    expect(boxes).toMatchObject({
      root: {
        label: 'Investments',
        share: 1,
        children: [
          { label: '#1 Sustainable', share: 0.45 },
          { label: '#2 Not sustainable', share: 0.175 },
          { label: 'Not classified yet' },
          { label: 'Not itemised in the positions' },
        ],
      },
    });
    const sectors = document.blocks.find((b) => b.kind === 'table' && b.sheet === 'Economic sectors');
    expect(sectors).toMatchObject({
      columns: [{ header: 'Sector' }, { header: 'Share of investments' }, {}],
    });
    const top = document.blocks.find((b) => b.kind === 'table' && b.sheet === 'Top investments');
    expect(top?.kind === 'table' ? top.rows[0] : null).toEqual([
      'Alpha',
      'D Electricity',
      'Unlisted equity',
      { value: 0.45, text: '45.0%', format: '0.0%' },
      'DE',
    ]);
    // Annex IV splits #1 into #1A and #1B.
    const article8 = periodicReportDocument(periodicReport({ ...input, classification: 'article_8' }));
    expect(article8.blocks.find((b) => b.kind === 'boxes')).toMatchObject({
      root: {
        children: [
          {
            label: '#1 Aligned with E/S characteristics',
            share: 0.45,
            children: [
              { label: '#1A Sustainable', share: 0.45 },
              { label: '#1B Other E/S characteristics', share: 0 },
            ],
          },
          { label: '#2 Other', share: 0.175 },
          { label: 'Not classified yet' },
          { label: 'Not itemised in the positions' },
        ],
      },
    });
    expect(periodicReport({ ...input, classification: 'article_8' }).annex).toBe('IV');
  });

  it('refuses an Article 6 fund with a stable code and what it files instead', () => {
    expect(() => assertHasPeriodicReport('article_6')).toThrow(
      expect.objectContaining({
        code: 'SFDR_PERIODIC_REPORT.NOT_APPLICABLE',
        message: ARTICLE_6_NO_PERIODIC_REPORT,
      }) as Error,
    );
    for (const classification of ['article_8', 'article_9', null] as const)
      expect(() => assertHasPeriodicReport(classification)).not.toThrow();
  });
});
