/**
 * The emission-factor library: factors exactly as an official workbook or data file publishes them (never
 * rounded, never typed in by hand), each keeping where it came from. A workbook of a new year, or a corrected
 * version of a year, is a new library; factors are never changed once imported, so a calculation that names a
 * factor id keeps meaning the same number for ever. DESNZ and the EPA Hub are workbooks; the grid factors per
 * country (IFI harmonised defaults, Ember's average intensities: ADR 0160) are a CSV table and a JSON file.
 */

export type FactorSource = 'DESNZ' | 'EPA' | 'IFI' | 'Ember';
/** GHG Protocol scope of the emissions a factor measures; 'outside' = DESNZ "Outside of Scopes" (biogenic CO2). */
export type FactorScope = '1' | '2' | '3' | 'outside';

/** kg CO2e per unit of each gas, as published (DESNZ) or as converted with the workbook's GWPs (EPA). */
export interface GasParts {
  co2: number | null;
  ch4: number | null;
  n2o: number | null;
}

/** The figures as the workbook prints them, before any conversion (EPA: per-gas masses, lb, metric tons). */
export interface PublishedFigures {
  [column: string]: number;
}

export interface EmissionFactor {
  id: string;
  /** The library (workbook and version) the factor belongs to, e.g. `desnz-2024-v1.1`. */
  libraryId: string;
  source: FactorSource;
  /** The reporting year the workbook is for; Ember: the year of the country's figure (2022-2024). */
  year: number;
  /** The workbook's version (DESNZ "1.1"; EPA its "Last Modified" date). */
  version: string;
  sheet: string;
  /** The version printed on the factor's own sheet (DESNZ sheets may differ from the workbook's). */
  sheetVersion: string;
  scope: FactorScope;
  /** The sheet (DESNZ) or numbered table (EPA) the factor is listed under, e.g. `Fuels`, `Table 6 Electricity`. */
  category: string;
  /** The first label column (DESNZ `Activity`, EPA the table's first column). */
  activity: string;
  /** The other label columns by their header: `{ Fuel: 'Natural gas' }`, `{ Haul: …, Class: … }`. */
  labels: Record<string, string>;
  /** The column group the value is in, when a table has several: `Diesel`, `With RF`, `Non-Baseload`. */
  variant: string | null;
  /** One line naming the factor: activity, labels and variant joined by ` > `. */
  name: string;
  unit: string;
  /** kg CO2e per unit, unrounded as published (EPA: the per-gas parts summed). */
  kgCO2e: number;
  gases: GasParts;
  published: PublishedFigures;
  /** Where the value is: 1-based row and column of the kg CO2e cell (EPA: of the first gas cell). */
  row: number;
  column: number;
  /** Anything the reader of the factor should know (e.g. "CO2 only: CH4 and N2O are per mile in Tables 3-5"). */
  note: string | null;
  /**
   * The ISO 3166-1 alpha-2 country of a grid factor (IFI, Ember), null for a region or where it does not apply.
   * Absent on factors imported before ADR 0160: `factorCountry` answers for every factor.
   */
  country?: string | null;
}

export interface GwpTable {
  /** IPCC assessment report the GWPs come from, as the workbook names it (AR4 for the 2021 Hub). */
  basis: string;
  values: Record<string, number>;
}

export interface SheetSummary {
  name: string;
  factors: number;
}

export interface LibraryAttribution {
  publisher: string;
  licence: string;
  /** The text the licence requires wherever the figures are shown. */
  text: string;
  url: string;
}

export interface FactorLibrary {
  id: string;
  source: FactorSource;
  year: number;
  version: string;
  title: string;
  fileName: string;
  sha256: string;
  bytes: number;
  importedAt: string;
  /** User id of the admin who uploaded it; null for the bundled workbooks and the command line. */
  importedBy: number | null;
  factorCount: number;
  sheets: SheetSummary[];
  gwp: GwpTable | null;
  attribution: LibraryAttribution;
}

export const ATTRIBUTIONS: Record<FactorSource, LibraryAttribution> = {
  DESNZ: {
    publisher: 'Department for Energy Security and Net Zero (DESNZ)',
    licence: 'Open Government Licence v3.0',
    text: 'Contains public sector information licensed under the Open Government Licence v3.0',
    url: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  },
  EPA: {
    publisher: 'US Environmental Protection Agency',
    licence: 'Public domain (US federal government work)',
    text: 'US EPA GHG Emission Factors Hub: a work of the US federal government, in the public domain',
    url: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
  },
  IFI: {
    publisher:
      'International Financial Institutions Technical Working Group on GHG Accounting, published by the UNFCCC',
    licence: 'Published by the UNFCCC for common use; this copy from the co2.js project (Apache License 2.0)',
    text: 'IFI Harmonised Default Grid Emission Factors v3.1 (2021), UNFCCC; copy from co2.js (Apache License 2.0)',
    url: 'https://unfccc.int/climate-action/sectoral-engagement/ifis-harmonization-of-standards-for-ghg-accounting',
  },
  Ember: {
    publisher: 'Ember',
    licence: 'Creative Commons Attribution 4.0 (CC BY 4.0)',
    text: 'Ember, yearly electricity data, licensed under CC BY 4.0; as compiled in co2.js (Apache License 2.0)',
    url: 'https://ember-energy.org/data/yearly-electricity-data/',
  },
};

/**
 * The country a factor measures the grid of: a grid factor's own (IFI, Ember), the UK for DESNZ's UK electricity
 * sheets, the United States for the EPA Hub's eGRID table; null for every other factor.
 */
export function factorCountry(factor: EmissionFactor): string | null {
  if (factor.country !== undefined) return factor.country;
  if (factor.source === 'DESNZ' && /^UK electricity/.test(factor.sheet)) return 'GB';
  if (factor.source === 'EPA' && /^Table 6\b/.test(factor.category)) return 'US';
  return null;
}

export function libraryId(source: FactorSource, year: number, version: string): string {
  return `${source.toLowerCase()}-${year}-v${version}`;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A factor id says where the number is: library, sheet, row and column. */
export function factorId(library: string, sheet: string, row: number, column: number): string {
  return `${library}-${slug(sheet)}-r${row}c${column}`;
}

export function factorName(activity: string, labels: Record<string, string>, variant: string | null): string {
  return [activity, ...Object.values(labels), ...(variant ? [variant] : [])]
    .filter((part) => part !== '')
    .join(' > ');
}
