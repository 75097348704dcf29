import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { referenceFilePath } from '@esg/reference-data';
import { parseCsv } from '@esg/platform';
import {
  factorName,
  libraryId,
  slug,
  type EmissionFactor,
  type FactorSource,
} from '../../domain/factors/emission-factor';
import { columnLetter } from '../workbooks/cells';
import type { ParsedWorkbook } from '../workbooks/parsed-workbook';
import { scoringError } from '../../domain/scoring.errors';

/*
 * The two grid-factor sources of ADR 0160, read as their publishers lay them out (never typed in):
 *
 * - IFI harmonised default grid emission factors (UNFCCC, v3.1, 2021), a CSV table: header rows 1-3 (row 1 the
 *   groups "Combined Margin Grid Emission Factor, gCO2/kWh" in column B and "Operating Margin …" in column F, row 2
 *   the combined margin's project types in columns B-E, row 3 "Country / Territory / Island" in column A), then one
 *   row per country or territory with five figures in gCO2/kWh; a blank row, the EU memo row and notes follow. The
 *   CSV names neither year nor version: they come from the file's name (`…-2021-v3.1.csv`).
 * - Ember's average grid intensity per country (co2.js compilation), a JSON object keyed by ISO alpha-3 code or
 *   region name: `{ country_code, country_or_region, year, emissions_intensity_gco2_per_kwh }`, the year differing
 *   per country (2022-2024).
 *
 * Every figure becomes a factor in kg per kWh (g / 1000, the unit's definition); the published figure is kept as
 * printed. A damaged file is refused naming the row and column (IFI) or the entry (Ember).
 */

export const IFI_SHEET = 'IFI default grid factors';
export const EMBER_SHEET = 'Average grid intensity';
export const GRID_ACTIVITY = 'Grid electricity';

/** Which ISO 3166-1 alpha-2 country each entry stands for (product/grid-countries.json, generated). */
export interface GridCountries {
  ifi: Record<string, string | null>;
  ember: Record<string, string | null>;
}

const gridCountriesSchema = z.object({
  ifi: z.record(z.string(), z.string().length(2).nullable()),
  ember: z.record(z.string(), z.string().length(2).nullable()),
});

let countries: GridCountries | null = null;
export function gridCountries(): GridCountries {
  countries ??= gridCountriesSchema.parse(
    JSON.parse(readFileSync(referenceFilePath('product/grid-countries.json'), 'utf8')),
  );
  return countries;
}

const refuse = (message: string, details?: Record<string, unknown>) =>
  scoringError('EMISSION_FACTORS.UNPROCESSABLE', message, details);

const csvError = (message: string, row: number, column?: number) =>
  refuse(`Row ${row}${column ? `, column ${columnLetter(column)}` : ''}: ${message}`, { row, column });

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether a file is one of the grid sources: an IFI CSV (by its first header) or an Ember JSON (by its shape). */
export function gridFileKind(buffer: Buffer): 'ifi' | 'ember' | null {
  const head = buffer.subarray(0, 400).toString('utf8').trimStart();
  if (head.startsWith('{'))
    return /emissions_intensity_gco2_per_kwh/.test(buffer.toString('utf8')) ? 'ember' : null;
  return /^,\s*"?Combined Margin Grid Emission/i.test(head) ? 'ifi' : null;
}

function gridFactor(
  fields: Omit<
    EmissionFactor,
    'libraryId' | 'source' | 'sheetVersion' | 'scope' | 'activity' | 'name' | 'gases'
  > & {
    source: FactorSource;
    library: string;
    co2Only: boolean;
  },
): EmissionFactor {
  const { library, co2Only, ...rest } = fields;
  return {
    ...rest,
    libraryId: library,
    sheetVersion: fields.version,
    scope: '2',
    activity: GRID_ACTIVITY,
    name: factorName(GRID_ACTIVITY, rest.labels, rest.variant),
    gases: { co2: co2Only ? rest.kgCO2e : null, ch4: null, n2o: null },
  };
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The IFI table (CSV). `fileName` gives the year and version the table itself does not print. */
export function readIfiGridFactors(buffer: Buffer, fileName: string, map: GridCountries): ParsedWorkbook {
  const edition = /(\d{4})-v(\d+(?:\.\d+)*)\.csv$/i.exec(fileName);
  if (!edition)
    throw refuse(
      `The IFI table does not print its year and version; name the file like ifi-default-grid-factors-2021-v3.1.csv (given: ${fileName})`,
    );
  const [year, version] = [Number(edition[1]), edition[2]];
  let records;
  try {
    records = parseCsv(buffer.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw refuse(`The IFI table cannot be read as CSV (${(error as Error).message})`);
  }
  const field = (row: number, column: number) => squash(records[row - 1]?.fields[column - 1] ?? '');
  const combined = field(1, 2);
  const operating = field(1, 6);
  if (!/^Combined Margin Grid Emission Factor, gCO2\/kWh$/i.test(combined))
    throw csvError(`expected 'Combined Margin Grid Emission Factor, gCO2/kWh', found '${combined}'`, 1, 2);
  const operatingMatch = /^Operating Margin Grid Emission Factor, gCO2\/kWh\s*(\(.*\))?$/i.exec(operating);
  if (!operatingMatch)
    throw csvError(`expected 'Operating Margin Grid Emission Factor, gCO2/kWh', found '${operating}'`, 1, 6);
  if (!/^Country/i.test(field(3, 1)))
    throw csvError(`expected 'Country / Territory / Island', found '${field(3, 1)}'`, 3, 1);
  const variants = [2, 3, 4, 5].map((column) => {
    const type = field(2, column);
    if (!type) throw csvError('the combined margin names no project type', 2, column);
    return `Combined margin, ${type}`;
  });
  variants.push(`Operating margin${operatingMatch[1] ? ` ${operatingMatch[1]}` : ''}`);

  const library = libraryId('IFI', year, version);
  const factors: EmissionFactor[] = [];
  for (let row = 4; row <= records.length; row++) {
    const name = field(row, 1);
    if (!name) continue;
    const figures = [2, 3, 4, 5, 6].map((column) => field(row, column));
    // Notes under the table fill only column A.
    if (figures.every((f) => f === '')) continue;
    const country = map.ifi[name] === undefined ? null : map.ifi[name];
    figures.forEach((text, i) => {
      const column = i + 2;
      if (!NUMBER.test(text))
        throw csvError(`gCO2/kWh should be a number but is '${text.slice(0, 40)}'`, row, column);
      const grams = Number(text);
      factors.push(
        gridFactor({
          id: `${library}-${slug(IFI_SHEET)}-r${row}c${column}`,
          library,
          source: 'IFI',
          year,
          version,
          sheet: IFI_SHEET,
          category: 'Grid electricity (IFI harmonised defaults)',
          labels: {
            [country === null && /^memo/i.test(name) ? 'Region' : 'Country']: name.replace(/^Memo:\s*/i, ''),
          },
          variant: variants[i],
          unit: 'kWh',
          kgCO2e: grams / 1000,
          published: { 'gCO2/kWh': grams },
          row,
          column,
          country,
          co2Only: true,
          note: `CO2 only, per kWh: the IFIs' harmonised default for ${name} (${variants[i]})`,
        }),
      );
    });
  }
  if (factors.length === 0) throw csvError('the table has no country rows', 4);
  return {
    source: 'IFI',
    year,
    version,
    title: `IFI Harmonised Default Grid Emission Factors, v${version} (${year})`,
    factors,
    sheets: [{ name: IFI_SHEET, factors: factors.length }],
    gwp: null,
  };
}

const emberEntrySchema = z.object({
  country_code: z.string(),
  country_or_region: z.string().min(1),
  year: z.number().int().min(1990).max(2100),
  emissions_intensity_gco2_per_kwh: z.number().min(0),
});

/** Ember's average intensities (JSON): one factor per country or region, each with its own year. */
export function readEmberGridIntensity(buffer: Buffer, map: GridCountries): ParsedWorkbook {
  let raw: unknown;
  try {
    raw = JSON.parse(buffer.toString('utf8'));
  } catch (error) {
    throw refuse(`The Ember file is not JSON (${(error as Error).message})`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw refuse('The Ember file should be an object of entries keyed by country code or region');
  const entries = Object.entries(raw as Record<string, unknown>).map(([key, value], index) => {
    const parsed = emberEntrySchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw refuse(`Entry '${key}': ${issue.path.join('.') || 'entry'}: ${issue.message}`, { entry: key });
    }
    return { key, index, ...parsed.data };
  });
  if (entries.length === 0) throw refuse('The Ember file has no entries');
  const years = entries.map((e) => e.year);
  const [first, last] = [Math.min(...years), Math.max(...years)];
  const version = first === last ? String(last) : `${first}-${last}`;
  const library = libraryId('Ember', last, version);
  const factors = entries.map((entry) => {
    const country = entry.country_code ? (map.ember[entry.key] ?? null) : null;
    const grams = entry.emissions_intensity_gco2_per_kwh;
    return gridFactor({
      id: `${library}-${slug(entry.key)}`,
      library,
      source: 'Ember',
      year: entry.year,
      version,
      sheet: EMBER_SHEET,
      category: 'Grid electricity (Ember average intensity)',
      labels: { [entry.country_code ? 'Country' : 'Region']: entry.country_or_region },
      variant: 'Average intensity, life-cycle',
      unit: 'kWh',
      kgCO2e: grams / 1000,
      published: { 'gCO2e/kWh': grams },
      row: entry.index + 1,
      column: 1,
      country,
      co2Only: false,
      note: `Average life-cycle emissions per kWh generated in ${entry.country_or_region} in ${entry.year} (Ember): it includes the upstream emissions of fuels and plants, so it is somewhat above a combustion-only grid factor`,
    });
  });
  return {
    source: 'Ember',
    year: last,
    version,
    title: `Ember average grid intensity per country (${first === last ? last : `${first}–${last}`}), as compiled in co2.js`,
    factors,
    sheets: [{ name: EMBER_SHEET, factors: factors.length }],
    gwp: null,
  };
}
