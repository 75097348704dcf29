import {
  SCOPE3_CATEGORIES,
  SCOPE3_CATEGORY_NUMBERS,
  summariseCarbonLines,
  type CarbonActivity,
} from '@esg/contracts';
import { calculateCarbon } from '../src/domain/carbon/calculate-carbon';
import { categoriesOf } from '../src/domain/carbon/categories';
import type { EmissionFactor } from '../src/domain/factors/emission-factor';
import { carbonQualityTable } from '../src/infrastructure/reference-files';
import { calculatedValues } from '../src/integration/carbon-events';
import type { CarbonCalculationRecord } from '../src/domain/carbon/carbon-calculation';

/*
 * Scope 3, all fifteen GHG Protocol categories (issue 28, ADR 0161): one line or more per category, factors
 * written by hand with round numbers, every figure worked out in the comment beside it. Scores are PCAF
 * Table 5-7's as pcaf.json gives them: option 1a 1, 1b 2, 2b 3, 3a 4, 3b 5.
 */
function factor(
  fields: Partial<EmissionFactor> & Pick<EmissionFactor, 'id' | 'sheet' | 'scope' | 'unit' | 'kgCO2e'>,
): EmissionFactor {
  return {
    libraryId: 'desnz-2025-v1.0',
    source: 'DESNZ',
    year: 2025,
    version: '1.0',
    sheetVersion: '1.0',
    category: fields.sheet,
    activity: '',
    labels: {},
    variant: null,
    name: fields.id,
    gases: { co2: null, ch4: null, n2o: null },
    published: {},
    row: 1,
    column: 4,
    note: null,
    ...fields,
  };
}
const epa = (id: string, table: string, unit: string, kgCO2e: number) =>
  factor({
    id,
    source: 'EPA',
    libraryId: 'epa-2021-v2021-09-15',
    sheet: 'Emission Factors Hub',
    category: table,
    scope: '3',
    unit,
    kgCO2e,
  });

const FACTORS = [
  factor({ id: 'steel', sheet: 'Material use', scope: '3', unit: 'tonnes', kgCO2e: 1000 }),
  factor({ id: 'td-losses', sheet: 'Transmission and distribution', scope: '3', unit: 'kWh', kgCO2e: 0.02 }),
  factor({ id: 'hgv', sheet: 'Freighting goods', scope: '3', unit: 'tonne.km', kgCO2e: 0.1 }),
  factor({ id: 'landfill', sheet: 'Waste disposal', scope: '3', unit: 'tonnes', kgCO2e: 500 }),
  factor({ id: 'rail', sheet: 'Business travel- land', scope: '3', unit: 'passenger.km', kgCO2e: 0.03546 }),
  factor({ id: 'flight', sheet: 'Business travel- air', scope: '3', unit: 'passenger.km', kgCO2e: 0.18287 }),
  factor({ id: 'ferry', sheet: 'Business travel- sea', scope: '3', unit: 'passenger.km', kgCO2e: 0.11 }),
  factor({ id: 'hotel', sheet: 'Hotel stay', scope: '3', unit: 'Room per night', kgCO2e: 10 }),
  factor({ id: 'gas', sheet: 'Fuels', scope: '1', unit: 'kWh', kgCO2e: 0.2 }),
  factor({ id: 'diesel', sheet: 'Fuels', scope: '1', unit: 'litres', kgCO2e: 2.5 }),
  factor({ id: 'grid', sheet: 'UK electricity', scope: '2', unit: 'kWh', kgCO2e: 0.2 }),
  epa(
    'epa-truck',
    'Table 8 Scope 3 Category 4: Upstream Transportation and Distribution and Category 9: Downstream Transportation and Distribution',
    'ton-mile',
    0.168,
  ),
  epa(
    'epa-landfill',
    'Table 9 Scope 3 Category 5: Waste Generated in Operations and Category 12: End-of-Life Treatment of Sold Products',
    'short ton',
    60,
  ),
];
const library = new Map(FACTORS.map((f) => [f.id, f]));
const AT = '2026-01-01T00:00:00.000Z';
const calc = (activities: CarbonActivity[]) => calculateCarbon(activities, library, carbonQualityTable(), AT);

const ALL_FIFTEEN: CarbonActivity[] = [
  { factorId: 'steel', quantity: 3, category: 'PGS' }, // 1: 3 t × 1,000 kg = 3,000 kg, average-data (2b) → 3
  { category: 'PGS', reported: { tCO2e: 1, method: 'spend-based', source: 'EXIOBASE' } }, // 1: 1 t, 3a → 4
  { category: 'CG', reported: { tCO2e: 12.5, method: 'supplier-specific', verified: true } }, // 2: 12.5 t, 1a → 1
  { factorId: 'td-losses', quantity: 100_000, category: 'FERA' }, // 3: 100,000 × 0.02 = 2,000 kg → 3
  { factorId: 'hgv', quantity: 50_000, category: 'UTD' }, // 4: 50,000 × 0.1 = 5,000 kg, distance-based → 3
  { factorId: 'landfill', quantity: 4, category: 'WST' }, // 5: 4 × 500 = 2,000 kg, waste-type-specific → 3
  { factorId: 'rail', quantity: 10_000, category: 'EBTL' }, // 6: 10,000 × 0.03546 = 354.6 kg
  { factorId: 'flight', quantity: 10_000, category: 'EBTA' }, // 6: 10,000 × 0.18287 = 1,828.7 kg
  { factorId: 'ferry', quantity: 1_000, category: 'EBTS' }, // 6: 1,000 × 0.11 = 110 kg
  { factorId: 'hotel', quantity: 20, category: 'EBTH' }, // 6: 20 × 10 = 200 kg
  { factorId: 'rail', quantity: 5_000, category: 'EC' }, // 7: 5,000 × 0.03546 = 177.3 kg
  { factorId: 'gas', quantity: 10_000, category: 'ULA' }, // 8: 10,000 × 0.2 = 2,000 kg (a scope 1 factor, scope 3 row)
  { factorId: 'epa-truck', quantity: 1_000, category: 'DTD' }, // 9: 1,000 × 0.168 = 168 kg
  { factorId: 'grid', quantity: 5_000, category: 'PSP' }, // 10: 5,000 × 0.2 = 1,000 kg (a scope 2 factor)
  { factorId: 'diesel', quantity: 400, category: 'USP', method: 'fuel-based' }, // 11: 400 × 2.5 = 1,000 kg
  { factorId: 'epa-landfill', quantity: 10, category: 'EOL' }, // 12: 10 × 60 = 600 kg
  { category: 'DLA', reported: { tCO2e: 3, method: 'asset-specific' } }, // 13: 3 t, 1b → 2
  { category: 'FRN', reported: { tCO2e: 8, method: 'spend-based' } }, // 14: 8 t, 3a → 4
  { category: 'INV', reported: { tCO2e: 20, method: 'investment-specific', verified: true } }, // 15: 20 t, 1a → 1
];

describe('scope 3: all fifteen GHG Protocol categories', () => {
  const result = calc(ALL_FIFTEEN);
  const summary = summariseCarbonLines(result.lines, AT);
  const category = (n: number) => summary.scope3.categories.find((c) => c.category === n)!;

  it('reads the scores from PCAF Table 5-7 of pcaf.json', () => {
    const table = carbonQualityTable();
    expect(table.name).toBe('PCAF Table 5-7');
    expect(Object.fromEntries(table.options.map((o) => [o.option, o.score]))).toMatchObject({
      '1a': 1,
      '1b': 2,
      '2b': 3,
      '3a': 4,
      '3b': 5,
    });
  });

  it('puts every line in scope 3, scope 1 and 2 factors of leased-asset, processing and use rows too', () => {
    expect(result.lines.every((l) => l.scope === '3')).toBe(true);
    expect(result.totals).toMatchObject({ scope1: 0, scope2: 0, scope2Market: 0 });
    // Σ t = 4 + 12.5 + 2 + 5 + 2 + 2.4933 + 0.1773 + 2 + 0.168 + 1 + 1 + 0.6 + 3 + 8 + 20 = 63.9386
    expect(result.totals.scope3).toBeCloseTo(63.9386, 9);
    expect(summary.totalAcrossScopes.location).toBeCloseTo(63.9386, 9);
  });

  it.each([
    // [category, tCO2e, score]
    [1, 4, 3.25], // (3 t × 3 + 1 t × 4) / 4 t = 13 / 4
    [2, 12.5, 1],
    [3, 2, 3],
    [4, 5, 3],
    [5, 2, 3],
    [6, 2.4933, 3], // (354.6 + 1,828.7 + 110 + 200) kg / 1000
    [7, 0.1773, 3],
    [8, 2, 3],
    [9, 0.168, 3],
    [10, 1, 3],
    [11, 1, 3],
    [12, 0.6, 3],
    [13, 3, 2],
    [14, 8, 4],
    [15, 20, 1],
  ])('category %i: %d tCO2e, data quality %d', (n, tCO2e, score) => {
    const row = category(n);
    expect(row.metric).toBe(`ghg.scope3_cat${String(n).padStart(2, '0')}`);
    expect(row.tCO2e).toBeCloseTo(tCO2e, 9);
    expect(row.dataQuality?.score).toBeCloseTo(score, 12);
  });

  it('names the methods of each category and weights scope 3’s score by emissions', () => {
    expect(category(1).methods).toEqual(['average-data', 'spend-based']);
    expect(category(1).dataQuality).toMatchObject({
      weighting: 'emissions',
      options: ['2b', '3a'],
      lines: 2,
    });
    expect(category(4).methods).toEqual(['distance-based']);
    expect(category(5).methods).toEqual(['waste-type-specific']);
    expect(category(11).methods).toEqual(['fuel-based']);
    expect(category(15).dataQuality).toMatchObject({ options: ['1a'], table: 'PCAF Table 5-7' });
    // Σ t × score = 13 + 12.5 + 6 + 15 + 6 + 7.4799 + 0.5319 + 6 + 0.504 + 3 + 3 + 1.8 + 6 + 32 + 20 = 132.8158;
    // / 63.9386 t = 2.077239726862959
    expect(summary.scope3.dataQuality?.score).toBeCloseTo(132.8158 / 63.9386, 12);
    expect(summary.scope3.dataQuality?.score).toBeCloseTo(2.077239726862959, 12);
  });

  it('leaves a category without lines empty, not 0', () => {
    const only = summariseCarbonLines(calc([{ factorId: 'rail', quantity: 1, category: 'EC' }]).lines, AT);
    const empty = only.scope3.categories.filter((c) => c.category !== 7);
    expect(empty).toHaveLength(14);
    expect(empty.every((c) => c.tCO2e === null && c.lines === 0 && c.dataQuality === null)).toBe(true);
  });

  it('shows a reported figure as itself, with its method and score', () => {
    const investments = result.lines.find((l) => l.category === 'INV')!;
    expect(investments).toMatchObject({
      factorId: null,
      quantity: null,
      factor: null,
      kgCO2e: 20_000,
      method: 'investment-specific',
      reported: { tCO2e: 20, verified: true },
      quality: { option: '1a', score: 1, group: 'Option 1: Reported emissions' },
      provenance: {
        formula: 'ghg.reported-figure.v1',
        expression:
          'reported 20 tCO2e (investment-specific, verified) = 20000 kg CO2e; PCAF option 1a, score 1 (PCAF Table 5-7)',
      },
    });
    // a factor line takes its row's activity method: distance-based for freight
    expect(result.lines.find((l) => l.category === 'UTD')).toMatchObject({
      method: 'distance-based',
      quality: { option: '2b', score: 3 },
    });
  });

  it('offers the factors of each row', () => {
    expect(categoriesOf(library.get('steel')!)).toEqual(['PGS', 'CG']);
    expect(categoriesOf(library.get('landfill')!)).toEqual(['WST', 'EOL']);
    expect(categoriesOf(library.get('epa-truck')!)).toEqual(['UTD', 'DTD']);
    expect(categoriesOf(library.get('gas')!)).toEqual(['COV', 'BGP', 'ULA', 'PSP', 'USP', 'DLA', 'FRN']);
    expect(categoriesOf(library.get('grid')!)).toEqual(['PE', 'ULA', 'PSP', 'USP', 'DLA', 'FRN']);
  });

  it('sends each category with lines, and scope 3, with its score in the saved event', () => {
    const record = { result, updatedAt: AT } as CarbonCalculationRecord;
    const values = calculatedValues(record);
    expect(values.map((v) => v.metric)).toEqual([
      'ghg.scope3',
      ...SCOPE3_CATEGORY_NUMBERS.map((n) => SCOPE3_CATEGORIES[n].metric),
    ]);
    expect(values[0]).toMatchObject({ lines: 19, dataQualityScore: expect.closeTo(2.077239726862959, 12) });
    expect(values.find((v) => v.metric === 'ghg.scope3_cat01')).toMatchObject({
      value: 4,
      lines: 2,
      dataQualityScore: 3.25,
    });
    const one = calculatedValues({
      result: calc([{ factorId: 'rail', quantity: 1, category: 'EC' }]),
      updatedAt: AT,
    } as CarbonCalculationRecord);
    expect(one.map((v) => v.metric)).toEqual(['ghg.scope3', 'ghg.scope3_cat07']);
  });
});

describe('scope 3 lines that cannot be', () => {
  it.each<[string, CarbonActivity, RegExp]>([
    [
      'a reported figure in a scope 1 row',
      { category: 'BGP', reported: { tCO2e: 1, method: 'estimate' } },
      /activities\.0\.reported: a reported figure is for a scope 3 category; Buildings and generators \/ plant \(BGP\) is scope 1/,
    ],
    [
      'a reported figure without its category',
      { reported: { tCO2e: 1, method: 'estimate' } },
      /activities\.0\.category: a reported figure needs the scope 3 category/,
    ],
    [
      'a method its category does not have',
      { category: 'USP', reported: { tCO2e: 1, method: 'spend-based' } },
      /activities\.0\.reported\.method: 'spend-based' is not a method of Use of sold products \(USP\); use one of average-data, fuel-based, estimate/,
    ],
    [
      'a factor line claiming a spend-based method',
      { factorId: 'steel', quantity: 1, category: 'PGS', method: 'spend-based' },
      /activities\.0\.method: a line with a factor of the library is activity data × a published factor/,
    ],
    [
      'a verified estimate',
      { category: 'FRN', reported: { tCO2e: 1, method: 'estimate', verified: true } },
      /activities\.0\.reported\.verified: only the emitter's own figures/,
    ],
    [
      'a method on a scope 1 line',
      { factorId: 'gas', quantity: 1, category: 'BGP', method: 'average-data' },
      /activities\.0\.method: a method \(and its data-quality score\) is for scope 3 lines; this line is scope 1/,
    ],
    [
      'a market-based factor on a processing line',
      {
        factorId: 'grid',
        quantity: 1,
        category: 'PSP',
        marketBased: { kgCO2ePerUnit: 0, instrument: 'energy-attribute-certificate' },
      },
      /activities\.0\.marketBased: a market-based factor applies to scope 2 .* this line is scope 3/,
    ],
    [
      'a scope 2 factor in a scope 3 row that takes none',
      { factorId: 'grid', quantity: 1, category: 'PGS' },
      /activities\.0\.category: the factor 'grid'/,
    ],
  ])('%s', (_name, activity, message) => {
    expect(() => calc([activity])).toThrow(message);
  });
});
