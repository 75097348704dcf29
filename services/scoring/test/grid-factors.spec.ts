import { readFileSync } from 'node:fs';
import { referenceFilePath } from '@esg/reference-data';
import { calculateCarbon } from '../src/domain/carbon/calculate-carbon';
import { categoriesOf } from '../src/domain/carbon/categories';
import type { EmissionFactor } from '../src/domain/factors/emission-factor';
import { gridChoices } from '../src/domain/factors/grid-choices';
import { carbonQualityTable } from '../src/infrastructure/reference-files';
import {
  gridCountries,
  readEmberGridIntensity,
  readIfiGridFactors,
} from '../src/infrastructure/grid/grid-files';
import { readFactorWorkbook } from '../src/infrastructure/factor-library';

/*
 * Location-based scope 2 for any country (issue 28, ADR 0160): the IFI harmonised default grid factors and
 * Ember's average grid intensities are read from the bundled originals, and a Danish company's 800 MWh is worked
 * out by hand under both: Denmark is row 62 of the IFI table (362 gCO2/kWh operating margin, 155 combined margin
 * for electricity consumption) and entry DNK of Ember's file (143.3 gCO2e/kWh, 2024).
 */

const IFI_FILE = 'sources/grid/ifi-default-grid-factors-2021-v3.1.csv';
const EMBER_FILE = 'sources/grid/ember-average-grid-intensity.json';
const ifiBuffer = readFileSync(referenceFilePath(IFI_FILE));
const emberBuffer = readFileSync(referenceFilePath(EMBER_FILE));
const ifi = readIfiGridFactors(ifiBuffer, 'ifi-default-grid-factors-2021-v3.1.csv', gridCountries());
const ember = readEmberGridIntensity(emberBuffer, gridCountries());
const byCountry = (factors: EmissionFactor[], country: string) =>
  factors.filter((f) => f.country === country);

describe('the IFI table (CSV, header rows 1-3)', () => {
  it('is the library ifi-2021-v3.1 with five factors per country, in kg CO2 per kWh as published in g', () => {
    expect([ifi.source, ifi.year, ifi.version]).toEqual(['IFI', 2021, '3.1']);
    // 233 rows with figures (232 countries and territories and the EU 27 memo row) × 5 columns.
    expect(ifi.factors).toHaveLength(233 * 5);
    const denmark = byCountry(ifi.factors, 'DK');
    expect(denmark.map((f) => [f.variant, f.published['gCO2/kWh'], f.kgCO2e, f.row, f.column])).toEqual([
      ['Combined margin, Firm Energy (e.g., Hydro, Geothermal)', 155, 0.155, 62, 2],
      ['Combined margin, Intermittent Energy (e.g., Solar, Wind, Tidal)', 284, 0.284, 62, 3],
      ['Combined margin, Energy Efficiency', 155, 0.155, 62, 4],
      ['Combined margin, Electricity Consumption', 155, 0.155, 62, 5],
      ['Operating margin (including for use in PCAF GHG accounting)', 362, 0.362, 62, 6],
    ]);
    expect(denmark[4]).toMatchObject({
      id: 'ifi-2021-v3.1-ifi-default-grid-factors-r62c6',
      libraryId: 'ifi-2021-v3.1',
      scope: '2',
      unit: 'kWh',
      labels: { Country: 'Denmark' },
      name: 'Grid electricity > Denmark > Operating margin (including for use in PCAF GHG accounting)',
      gases: { co2: 0.362, ch4: null, n2o: null },
    });
    // The memo row is a region, not a company's country.
    expect(ifi.factors.find((f) => f.labels.Region === 'EU 27')?.country).toBeNull();
  });

  it('offers purchased electricity the operating margin and the consumption margin, not the generation margins', () => {
    const denmark = byCountry(ifi.factors, 'DK');
    const consumption = ['PE', 'ULA', 'PSP', 'USP', 'DLA', 'FRN']; // electricity bought, and that of leased assets, processing, use and franchises (ADR 0161)
    expect(denmark.map((f) => categoriesOf(f))).toEqual([[], [], [], consumption, consumption]);
  });

  it('refuses a damaged table naming the row and column, and a file name without year and version', () => {
    const text = ifiBuffer
      .toString('utf8')
      .replace('"Denmark",155,284,155,155,362', '"Denmark",155,284,155,155,n/a');
    expect(() => readIfiGridFactors(Buffer.from(text), 'ifi-2021-v3.1.csv', gridCountries())).toThrow(
      "Row 62, column F: gCO2/kWh should be a number but is 'n/a'",
    );
    const moved = ifiBuffer.toString('utf8').replace('"Country / Territory / Island"', '"Name"');
    expect(() => readIfiGridFactors(Buffer.from(moved), 'ifi-2021-v3.1.csv', gridCountries())).toThrow(
      "Row 3, column A: expected 'Country / Territory / Island', found 'Name'",
    );
    expect(() => readIfiGridFactors(ifiBuffer, 'grid.csv', gridCountries())).toThrow(
      /does not print its year and version/,
    );
  });
});

describe("Ember's average grid intensity (JSON)", () => {
  it('is one factor per country or region, each with its own year', () => {
    expect([ember.source, ember.year, ember.version]).toEqual(['Ember', 2024, '2022-2024']);
    expect(ember.factors).toHaveLength(222);
    const [denmark] = byCountry(ember.factors, 'DK');
    expect(denmark).toMatchObject({
      id: 'ember-2024-v2022-2024-dnk',
      year: 2024,
      unit: 'kWh',
      kgCO2e: 0.1433,
      published: { 'gCO2e/kWh': 143.3 },
      labels: { Country: 'Denmark' },
      variant: 'Average intensity, life-cycle',
    });
    expect(categoriesOf(denmark)).toEqual(['PE', 'ULA', 'PSP', 'USP', 'DLA', 'FRN']);
    const [afghanistan] = byCountry(ember.factors, 'AF');
    expect(afghanistan.year).toBe(2023);
    expect(ember.factors.find((f) => f.labels.Region === 'Europe')?.country).toBeNull();
  });

  it('refuses an entry without its figure, naming the entry', () => {
    const broken = JSON.parse(emberBuffer.toString('utf8')) as Record<string, Record<string, unknown>>;
    delete broken.DNK.emissions_intensity_gco2_per_kwh;
    expect(() => readEmberGridIntensity(Buffer.from(JSON.stringify(broken)), gridCountries())).toThrow(
      /^Entry 'DNK': emissions_intensity_gco2_per_kwh:/,
    );
  });

  it('is told apart from a workbook by its content', async () => {
    await expect(readFactorWorkbook(emberBuffer, 'anything.json')).resolves.toMatchObject({
      source: 'Ember',
    });
    await expect(
      readFactorWorkbook(ifiBuffer, 'ifi-default-grid-factors-2021-v3.1.csv'),
    ).resolves.toMatchObject({ source: 'IFI' });
  });
});

describe("a Danish company's 800 MWh of grid electricity (worked by hand)", () => {
  const factors = new Map([...ifi.factors, ...ember.factors].map((f) => [f.id, f]));
  const line = (factorId: string) =>
    calculateCarbon(
      [{ factorId, quantity: 800, unit: 'MWh', category: 'PE' }],
      factors,
      carbonQualityTable(),
      '2026-01-01T00:00:00Z',
    );

  it('is 114.64 tCO2e with Ember 2024 (800,000 kWh × 0.1433 kg)', () => {
    const result = line('ember-2024-v2022-2024-dnk');
    expect(result.lines[0].conversion).toEqual({ quantity: 800_000, unit: 'kWh', multiplier: 1000 });
    expect(result.lines[0].kgCO2e).toBeCloseTo(114_640, 6);
    expect(result.totals.scope2Location).toBeCloseTo(114.64, 9);
    expect(result.lines[0].factor).toMatchObject({ source: 'Ember', year: 2024, version: '2022-2024' });
    expect(result.lines[0].factor!.attribution).toMatch(/CC BY 4\.0/);
  });

  it('is 289.6 tCO2e with the IFI operating margin (800,000 kWh × 0.362 kg) and 124 with the consumption margin', () => {
    expect(line('ifi-2021-v3.1-ifi-default-grid-factors-r62c6').totals.scope2Location).toBeCloseTo(289.6, 9);
    expect(line('ifi-2021-v3.1-ifi-default-grid-factors-r62c5').totals.scope2Location).toBeCloseTo(124, 9);
  });

  it('defaults to Ember for Denmark and names both sources', () => {
    const choices = gridChoices(
      'DK',
      [...ifi.factors, ...ember.factors].filter((f) => categoriesOf(f).includes('PE')),
      2024,
    );
    expect(choices.defaultFactorId).toBe('ember-2024-v2022-2024-dnk');
    expect(choices.countryName).toBe('Denmark');
    expect(choices.choices.map((c) => c.label)).toEqual([
      'Ember average grid intensity, life-cycle (2024)',
      'IFI operating margin (2021)',
      'IFI combined margin for electricity consumption (2021)',
    ]);
    expect(choices.choices[0].provenance).toBe(
      'Ember yearly electricity data, as compiled in co2.js, version 2022-2024, figures for 2024 · Creative Commons Attribution 4.0 (CC BY 4.0)',
    );
    expect(choices.reason).toMatch(/^Ember's average intensity of the grid of Denmark in 2024/);
  });
});
