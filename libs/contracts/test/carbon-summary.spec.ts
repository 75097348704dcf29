import {
  carbonActivitySchema,
  savedCarbonActivitySchema,
  summariseCarbonLines,
  type CarbonLine,
  type LineQuality,
} from '../src';

/*
 * The one Emissions summary (ADR 0161) of hand-made lines: scope totals, the total across scopes, the
 * fifteen scope 3 categories and their emissions-weighted PCAF scores. Every figure is worked out beside it.
 */
const AT = '2026-01-01T00:00:00.000Z';
const quality = (score: number, option: string): LineQuality => ({
  score,
  option,
  group: 'Option',
  table: 'PCAF Table 5-7',
});
function line(fields: Partial<CarbonLine> & Pick<CarbonLine, 'kgCO2e' | 'scope' | 'category'>): CarbonLine {
  return {
    factorId: null,
    quantity: null,
    unit: null,
    factor: null,
    description: null,
    conversion: null,
    market: null,
    method: null,
    reported: null,
    quality: null,
    provenance: { formula: 'test', expression: '', inputs: {}, computedAt: AT },
    ...fields,
  };
}

describe('summariseCarbonLines', () => {
  const lines = [
    line({ kgCO2e: 1500, scope: '1', category: 'BGP' }),
    line({
      kgCO2e: 2000,
      scope: '2',
      category: 'PE',
      market: { kgCO2e: 500, basis: 'supplier-specific', kgCO2ePerUnit: 0.05, unit: 'kWh', source: null },
    }),
    line({ kgCO2e: 3000, scope: '3', category: 'PGS', method: 'spend-based', quality: quality(4, '3a') }),
    line({
      kgCO2e: 1000,
      scope: '3',
      category: 'PGS',
      method: 'supplier-specific',
      quality: quality(2, '1b'),
    }),
    line({ kgCO2e: 0, scope: '3', category: 'INV', method: 'estimate', quality: quality(5, '3b') }),
    line({
      kgCO2e: 0,
      scope: '3',
      category: 'INV',
      method: 'investment-specific',
      quality: quality(1, '1a'),
    }),
  ];
  const summary = summariseCarbonLines(lines, AT);

  it('totals each scope and across scopes, location- and market-based', () => {
    // scope 1 1.5 t; scope 2 2 t location, 0.5 t market; scope 3 (3,000 + 1,000 + 0 + 0) / 1000 = 4 t
    expect(summary.totals).toEqual({
      scope1: 1.5,
      scope2: 2,
      scope3: 4,
      scope2Location: 2,
      scope2Market: 0.5,
    });
    // 1.5 + 2 + 4 = 7.5; 1.5 + 0.5 + 4 = 6
    expect(summary.totalAcrossScopes).toEqual({ location: 7.5, market: 6 });
    expect(summary.scope2).toMatchObject({ total: 2, totalMarket: 0.5 });
  });

  it('weights a category’s score by its lines’ emissions, and takes the plain mean when they are 0', () => {
    const [purchased] = summary.scope3.categories;
    // (3 t × 4 + 1 t × 2) / 4 t = 14 / 4 = 3.5
    expect(purchased).toMatchObject({
      category: 1,
      metric: 'ghg.scope3_cat01',
      tCO2e: 4,
      lines: 2,
      methods: ['supplier-specific', 'spend-based'],
      dataQuality: { score: 3.5, weighting: 'emissions', options: ['1b', '3a'], lines: 2 },
    });
    // Investments: 0 t, so (5 + 1) / 2 = 3
    expect(summary.scope3.categories[14]).toMatchObject({
      tCO2e: 0,
      dataQuality: { score: 3, weighting: 'plain' },
    });
    // scope 3: (3 × 4 + 1 × 2 + 0 × 5 + 0 × 1) / 4 = 3.5
    expect(summary.scope3.dataQuality).toMatchObject({ score: 3.5, weighting: 'emissions', lines: 4 });
  });

  it('leaves a category without lines empty, not 0, and scopes 1 and 2 without a score', () => {
    const empty = summary.scope3.categories.filter((c) => c.category !== 1 && c.category !== 15);
    expect(empty).toHaveLength(13);
    for (const c of empty) expect(c).toMatchObject({ tCO2e: null, lines: 0, methods: [], dataQuality: null });
    expect(summariseCarbonLines(lines.slice(0, 2), AT).scope3).toMatchObject({ total: 0, dataQuality: null });
  });

  it('keeps spec 3’s rows with their per-row fields', () => {
    expect(summary.rows.find((r) => r.code === 'PE')).toMatchObject({
      electricityEmissions: 2,
      tCO2eMarket: 0.5,
    });
    expect(summary.rows.find((r) => r.code === 'PGS')).toMatchObject({ emissions: 4, lines: 2 });
    expect(summary.scope3.rows.map((r) => r.code)).toEqual([
      'PGS',
      'CG',
      'FERA',
      'UTD',
      'WST',
      'EBTL',
      'EBTA',
      'EBTS',
      'EBTH',
      'EC',
      'ULA',
      'DTD',
      'PSP',
      'USP',
      'EOL',
      'DLA',
      'FRN',
      'INV',
    ]);
  });
});

describe('a carbon activity line', () => {
  it('is a factor and quantity or a reported figure, never both nor neither', () => {
    expect(carbonActivitySchema.safeParse({ factorId: 'x', quantity: 1 }).success).toBe(true);
    expect(
      savedCarbonActivitySchema.safeParse({ category: 'INV', reported: { tCO2e: 2, method: 'estimate' } })
        .success,
    ).toBe(true);
    const both = carbonActivitySchema.safeParse({
      factorId: 'x',
      quantity: 1,
      reported: { tCO2e: 2, method: 'estimate' },
    });
    expect(both.error?.issues.map((i) => i.path.join('.'))).toEqual(['factorId', 'quantity']);
    const neither = carbonActivitySchema.safeParse({ category: 'PGS' });
    expect(neither.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['factorId', 'Give factorId and quantity, or a reported figure'],
      ['quantity', 'Give factorId and quantity, or a reported figure'],
    ]);
    const negative = carbonActivitySchema.safeParse({
      category: 'PGS',
      reported: { tCO2e: -1, method: 'estimate' },
    });
    expect(negative.error?.issues[0].path).toEqual(['reported', 'tCO2e']);
  });
});
