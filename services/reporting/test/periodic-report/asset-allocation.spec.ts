import {
  assetAllocation,
  holdingKey,
  holdingShares,
  notItemisedShare,
  NOT_ITEMISED,
  SECTOR_NOT_REPORTED,
} from '../../src/domain/periodic-report/asset-allocation';
import type { PeriodicReportInput } from '../../src/domain/periodic-report/periodic-report';

/**
 * Two quarter ends, by hand:
 *   31 March (all investments 1,000): Alpha 400, Beta 300, cash 100 → 800 itemised, 200 not itemised;
 *   30 June (all investments 800): Alpha 400, Gamma 200, cash 200 → all itemised.
 * Average shares: Alpha (0.4 + 0.5) / 2 = 0.45; cash (0.1 + 0.25) / 2 = 0.175; Beta 0.3 / 2 = 0.15;
 * Gamma 0.25 / 2 = 0.125; not itemised (0.2 + 0) / 2 = 0.1. Together 1.
 * Classes: Alpha #1A sustainable, Beta #1B other E/S, cash #2 other, Gamma not classified.
 *   #1A 0.45, #1B 0.15, #1 0.60, #2 0.175, not classified 0.125 (Gamma), not itemised 0.1.
 * Sectors: Alpha and Beta report NACE D, Gamma reports none:
 *   D 0.45 + 0.15 = 0.60; Cash 0.175; Sector not reported 0.125; not itemised 0.1.
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
const ELECTRICITY = 'D Electricity, gas, steam and air conditioning supply';
const context = {
  names: new Map([
    [1, 'Alpha'],
    [2, 'Beta'],
    [3, 'Gamma'],
  ]),
  sectorOf: (id: number) => (id === 3 ? null : ELECTRICITY),
  classes: new Map([
    ['company:1', { classification: 'sustainable' as const, updatedAt: '2026-01-10T09:00:00.000Z' }],
    ['company:2', { classification: 'other_es' as const, updatedAt: '2026-01-10T09:00:00.000Z' }],
    ['cash:', { classification: 'other' as const, updatedAt: '2026-01-10T09:00:00.000Z' }],
  ]),
};

describe('the asset allocation and economic sectors of the periodic report (pure)', () => {
  it('keys a holding by its company, else by its instrument and country', () => {
    expect(holdingKey({ companyId: 12, instrument: 'listed_equity', country: 'DE' })).toBe('company:12');
    expect(holdingKey({ companyId: null, instrument: 'sovereign_bond', country: 'DE' })).toBe(
      'sovereign_bond:DE',
    );
    expect(holdingKey({ companyId: null, instrument: 'cash', country: null })).toBe('cash:');
  });

  it('averages each holding over the quarter ends and carries its sector and class', () => {
    const holdings = holdingShares(positions, context);
    expect(holdings.map((h) => [h.name, h.share, h.sector, h.classification])).toEqual([
      ['Alpha', 0.45, ELECTRICITY, 'sustainable'],
      ['Cash', 0.175, 'Cash', 'other'],
      ['Beta', 0.15, ELECTRICITY, 'other_es'],
      ['Gamma', 0.125, SECTOR_NOT_REPORTED, null],
    ]);
    expect(holdings.find((h) => h.name === 'Gamma')!.sectorKnown).toBe(false);
    expect(holdings.find((h) => h.name === 'Cash')!.sectorKnown).toBe(true);
    expect(notItemisedShare(positions)).toBeCloseTo(0.1, 12);
  });

  it('fills the boxes from the classes and names what is not classified, never as 0 %', () => {
    const a = assetAllocation(holdingShares(positions, context), positions);
    expect(a.sustainable).toBeCloseTo(0.45, 12);
    expect(a.otherEs).toBeCloseTo(0.15, 12);
    expect(a.aligned).toBeCloseTo(0.6, 12);
    expect(a.other).toBeCloseTo(0.175, 12);
    expect(a.unclassified).toBeCloseTo(0.125, 12);
    expect(a.notItemised).toBeCloseTo(0.1, 12);
    expect(a.unclassifiedHoldings).toEqual(['Gamma']);
    expect(a.aligned + a.other + a.unclassified + a.notItemised).toBeCloseTo(1, 12);
  });

  it('sums the shares per economic sector, largest first, with what is not itemised last', () => {
    const a = assetAllocation(holdingShares(positions, context), positions);
    expect(a.sectors.map((s) => [s.sector, Number(s.share.toFixed(12)), s.holdings])).toEqual([
      [ELECTRICITY, 0.6, ['Alpha', 'Beta']],
      ['Cash', 0.175, ['Cash']],
      [SECTOR_NOT_REPORTED, 0.125, ['Gamma']],
      [NOT_ITEMISED, 0.1, []],
    ]);
  });

  it('gives nothing for a year without positions', () => {
    const a = assetAllocation(holdingShares([], context), []);
    expect(a).toMatchObject({ aligned: 0, unclassified: 0, notItemised: 0, holdings: [], sectors: [] });
  });
});
