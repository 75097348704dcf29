import type { CarbonActivity } from '@esg/contracts';
import { calculateCarbon, categoryTotals } from '../src/domain/carbon/calculate-carbon';
import { categoriesOf } from '../src/domain/carbon/categories';
import { carbonQualityTable } from '../src/infrastructure/reference-files';
import type { EmissionFactor } from '../src/domain/factors/emission-factor';

/*
 * Factors as DESNZ 2023 and the EPA Hub 2021 publish them (values from
 * libs/reference-data/files/ghg.json), written by hand; every expected figure is worked out in the
 * comment beside it.
 */
function factor(
  fields: Partial<EmissionFactor> & Pick<EmissionFactor, 'id' | 'sheet' | 'scope' | 'unit' | 'kgCO2e'>,
): EmissionFactor {
  return {
    libraryId: 'desnz-2023-v1.1',
    source: 'DESNZ',
    year: 2023,
    version: '1.1',
    sheetVersion: '1.1',
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

const naturalGas = factor({
  id: 'gas-gross',
  sheet: 'Fuels',
  scope: '1',
  unit: 'kWh (Gross CV)',
  kgCO2e: 0.18292892617449666,
});
const diesel = factor({
  id: 'diesel-litres',
  sheet: 'Fuels',
  scope: '1',
  unit: 'litres',
  kgCO2e: 2.5120638845637586,
});
const petrol = factor({
  id: 'petrol-litres',
  sheet: 'Fuels',
  scope: '1',
  unit: 'litres',
  kgCO2e: 2.097473127516779,
});
const r410a = factor({ id: 'r410a', sheet: 'Refrigerant & other', scope: '1', unit: 'kg', kgCO2e: 1924 });
const ukGrid = factor({
  id: 'uk-grid',
  sheet: 'UK electricity',
  scope: '2',
  unit: 'kWh',
  kgCO2e: 0.20707428859060403,
});
const rail = factor({
  id: 'rail',
  sheet: 'Business travel- land',
  scope: '3',
  unit: 'passenger.km',
  kgCO2e: 0.03546,
});
const flight = factor({
  id: 'flight',
  sheet: 'Business travel- air',
  scope: '3',
  unit: 'passenger.km',
  kgCO2e: 0.18287,
});
const biogenic = factor({
  id: 'wood-co2',
  sheet: 'Outside of scopes',
  scope: 'outside',
  unit: 'tonnes',
  kgCO2e: 1436.23,
});
const epaSteam = factor({
  id: 'epa-steam',
  source: 'EPA',
  libraryId: 'epa-2021-v2021-09-15',
  sheet: 'Emission Factors Hub',
  category: 'Table 7 Steam and Heat',
  scope: '2',
  unit: 'mmBtu',
  kgCO2e: 66.3985,
});
const epaAir = factor({
  id: 'epa-air-short',
  source: 'EPA',
  libraryId: 'epa-2021-v2021-09-15',
  sheet: 'Emission Factors Hub',
  category: 'Table 10 Scope 3 Category 6: Business Travel and Category 7: Employee Commuting',
  activity: 'Air Travel - Short Haul (< 300 miles)',
  scope: '3',
  unit: 'passenger-mile',
  kgCO2e: 0.2093,
});

const library = new Map(
  [naturalGas, diesel, petrol, r410a, ukGrid, rail, flight, biogenic, epaSteam, epaAir].map((f) => [f.id, f]),
);
const AT = '2026-01-01T00:00:00.000Z';
const calc = (activities: CarbonActivity[]) => calculateCarbon(activities, library, carbonQualityTable(), AT);

describe('carbon calculator', () => {
  it('multiplies each fuel by its factor and totals scope 1 in tonnes', () => {
    const result = calc([
      { factorId: 'gas-gross', quantity: 10_000, category: 'BGP' }, // 10,000 × 0.18292892617449666 = 1,829.2892617449666 kg
      { factorId: 'diesel-litres', quantity: 500, category: 'COV' }, // 500 × 2.5120638845637586 = 1,256.0319422818793 kg
      { factorId: 'petrol-litres', quantity: 200, category: 'COV' }, // 200 × 2.097473127516779 = 419.4946255033558 kg
      { factorId: 'r410a', quantity: 2.5, category: 'REF' }, // 2.5 × 1924 = 4,810 kg
    ]);
    expect(result.lines.map((l) => l.kgCO2e)).toEqual([
      expect.closeTo(1829.2892617449666, 9),
      expect.closeTo(1256.0319422818793, 9),
      expect.closeTo(419.4946255033558, 9),
      4810,
    ]);
    // (1,829.2892617449666 + 1,256.0319422818793 + 419.4946255033558 + 4,810) / 1000 = 8.314815829530202 t
    expect(result.totals.scope1).toBeCloseTo(8.314815829530202, 12);
    expect(result.totals).toMatchObject({ scope2: 0, scope3: 0, scope2Market: 0 });
    expect(result.lines[0]).toMatchObject({
      factorId: 'gas-gross',
      quantity: 10_000,
      unit: 'kWh (Gross CV)',
      scope: '1',
      category: 'BGP',
      conversion: null,
      factor: {
        id: 'gas-gross',
        libraryId: 'desnz-2023-v1.1',
        attribution: expect.stringContaining('Open Government Licence v3.0'),
      },
    });
  });

  it('converts a quantity given in another unit of the same kind', () => {
    // 12 MWh (Gross CV) = 12,000 kWh (Gross CV); × 0.18292892617449666 = 2,195.14711409396 kg
    const [gas] = calc([{ factorId: 'gas-gross', quantity: 12, unit: 'MWh (Gross CV)' }]).lines;
    expect(gas.kgCO2e).toBeCloseTo(2195.14711409396, 9);
    expect(gas).toMatchObject({
      quantity: 12,
      unit: 'MWh (Gross CV)',
      conversion: { quantity: 12_000, unit: 'kWh (Gross CV)', multiplier: 1000 },
    });
    // 100 US gallons = 378.5411784 l; × 2.5120638845637586 = 950.9196230788… kg
    const [fuel] = calc([{ factorId: 'diesel-litres', quantity: 100, unit: 'gallon' }]).lines;
    expect(fuel.kgCO2e).toBeCloseTo(378.5411784 * 2.5120638845637586, 9);
    expect(fuel.kgCO2e).toBeCloseTo(950.9196230788, 9);
  });

  it('refuses a unit that cannot be converted, naming it and the factor unit', () => {
    expect(() => calc([{ factorId: 'gas-gross', quantity: 10, unit: 'litres' }])).toThrow(
      "activities.0.unit: The unit 'litres' cannot be converted to 'kWh (Gross CV)': one measures volume, the other energy",
    );
  });

  it('reports scope 2 location-based, and market-based from a supplier or certificate factor', () => {
    const result = calc([
      // location 100,000 × 0.20707428859060403 = 20,707.428859060403 kg; market: REGO certificate, 0 kg/kWh
      {
        factorId: 'uk-grid',
        quantity: 100_000,
        category: 'PE',
        marketBased: { kgCO2ePerUnit: 0, instrument: 'energy-attribute-certificate' },
      },
      // location 50 MWh = 50,000 kWh × 0.20707428859060403 = 10,353.714429530201 kg; market 50 MWh × 150 kg/MWh (supplier) = 7,500 kg
      {
        factorId: 'uk-grid',
        quantity: 50,
        unit: 'MWh',
        category: 'PE',
        marketBased: {
          kgCO2ePerUnit: 150,
          unit: 'MWh',
          instrument: 'supplier-specific',
          source: 'Octopus Energy fuel mix 2023',
        },
      },
      // no instrument: market-based counts the location-based 2,000 × 0.20707428859060403 = 414.14857718120806 kg
      { factorId: 'uk-grid', quantity: 2_000, category: 'PE' },
      // EPA steam: 10 mmBtu × 66.3985 = 663.985 kg, scope 2 (PS)
      { factorId: 'epa-steam', quantity: 10, category: 'PS' },
    ]);
    // (20,707.428859060403 + 10,353.714429530201 + 414.14857718120806 + 663.985) / 1000 = 32.139276865771812 t
    expect(result.totals.scope2).toBeCloseTo(32.13927686577181, 12);
    expect(result.totals.scope2Location).toBe(result.totals.scope2);
    // (0 + 7,500 + 414.14857718120806 + 663.985) / 1000 = 8.578133577181208 t
    expect(result.totals.scope2Market).toBeCloseTo(8.5781335771812, 12);
    expect(result.lines.map((l) => l.market?.basis)).toEqual([
      'energy-attribute-certificate',
      'supplier-specific',
      'location-fallback',
      'location-fallback',
    ]);
    expect(result.lines[1].market).toMatchObject({
      kgCO2e: 7500,
      kgCO2ePerUnit: 150,
      unit: 'MWh',
      source: 'Octopus Energy fuel mix 2023',
    });
  });

  it('refuses a market-based factor on a line that is not scope 2', () => {
    expect(() =>
      calc([
        {
          factorId: 'diesel-litres',
          quantity: 1,
          marketBased: { kgCO2ePerUnit: 1, instrument: 'supplier-specific' },
        },
      ]),
    ).toThrow(/activities.0.marketBased: a market-based factor applies to scope 2/);
  });

  it('totals scope 3 travel and commuting', () => {
    const result = calc([
      { factorId: 'rail', quantity: 12_400, category: 'EBTL' }, // 12,400 × 0.03546 = 439.704 kg
      { factorId: 'flight', quantity: 18_000, category: 'EBTA' }, // 18,000 × 0.18287 = 3,291.66 kg
      { factorId: 'rail', quantity: 5_000, category: 'EC' }, // 5,000 × 0.03546 = 177.3 kg
      { factorId: 'epa-air-short', quantity: 1_000, category: 'EBTA' }, // 1,000 × 0.2093 = 209.3 kg
    ]);
    // (439.704 + 3,291.66 + 177.3 + 209.3) / 1000 = 4.117964 t
    expect(result.totals.scope3).toBeCloseTo(4.117964, 12);
    const rows = categoryTotals(result, AT);
    expect(rows.filter((r) => r.lines > 0).map((r) => [r.code, r.lines])).toEqual([
      ['EBTL', 1],
      ['EBTA', 2],
      ['EC', 1],
    ]);
    expect(rows.slice(0, 5).map((r) => r.code)).toEqual(['REF', 'COV', 'BGP', 'PE', 'PS']);
    expect(rows).toHaveLength(23);
    const ebta = rows.find((r) => r.code === 'EBTA')!;
    // (3,291.66 + 209.3) / 1000 = 3.50096 t, in the spec's scope-3 field `emissions`
    expect(ebta).toMatchObject({
      emission: 'Business travel by air',
      emissions: expect.closeTo(3.50096, 12),
      tCO2eMarket: null,
    });
  });

  it('checks that a line’s factor fits its category', () => {
    expect(() => calc([{ factorId: 'flight', quantity: 1, category: 'EBTL' }])).toThrow(
      /activities.0.category: the factor 'flight' \(Business travel- air, scope 3\) is not one for Business travel by land \(EBTL, scope 3\)/,
    );
    expect(() => calc([{ factorId: 'epa-air-short', quantity: 1, category: 'EC' }])).toThrow(
      /not one for Employee commuting/,
    );
    expect(categoriesOf(naturalGas)).toEqual(['COV', 'BGP', 'ULA', 'PSP', 'USP', 'DLA', 'FRN']);
    expect(categoriesOf(ukGrid)).toEqual(['PE', 'ULA', 'PSP', 'USP', 'DLA', 'FRN']);
    expect(categoriesOf(epaAir)).toEqual(['EBTA']);
  });

  it('refuses an unknown factor and an outside-of-scopes factor, naming the line', () => {
    expect(() =>
      calc([
        { factorId: 'gas-gross', quantity: 1 },
        { factorId: 'no-such', quantity: 1 },
      ]),
    ).toThrow("activities.1.factorId: no emission factor 'no-such'");
    expect(() => calc([{ factorId: 'wood-co2', quantity: 1 }])).toThrow(
      /biogenic CO2, which is reported outside the scopes/,
    );
  });

  it('shows how each line and total was made', () => {
    const result = calc([{ factorId: 'diesel-litres', quantity: 500, category: 'COV' }]);
    expect(result.lines[0].provenance).toEqual({
      formula: 'ghg.activity-times-factor.v1',
      expression: '500 litres × 2.5120638845637586 kg CO2e/litres = 1256.0319422818793 kg CO2e',
      inputs: { quantity: 500, unit: 'litres', category: 'COV' },
      factorId: 'diesel-litres',
      libraries: ['desnz-2023-v1.1'],
      computedAt: AT,
    });
    expect(result.provenance).toMatchObject({
      formula: 'ghg.scope-totals.v1',
      libraries: ['desnz-2023-v1.1'],
      inputs: { lines: 1 },
    });
  });
});
