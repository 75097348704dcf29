import type { PcafOption } from './pcaf-inputs';
import {
  CARBON_CATEGORIES,
  CARBON_CATEGORY_INFO,
  SCOPE3_CATEGORIES,
  SCOPE3_CATEGORY_NUMBERS,
  SCOPE3_METHOD_INFO,
  SCOPE3_METHODS,
  type CarbonCategory,
  type CarbonLine,
  type CarbonTotals,
  type CategoryTotal,
  type DataQualitySummary,
  type LineQuality,
  type Scope3CategoryTotal,
  type Scope3Method,
} from './scoring';

/*
 * The Emissions summary of a carbon calculation's lines (spec 2.9, 3; ADR 0161), pure and in one place: the
 * scoring service's summary endpoint and the calculator screen both call summariseCarbonLines, so the two
 * cannot disagree. Nothing is rounded; kg are turned into t by / 1000.
 */

export const FORMULA_CATEGORY = 'ghg.category-total.v1';
export const FORMULA_DATA_QUALITY = 'pcaf.emissions-weighted-score.v1';

/**
 * The PCAF data-quality score of a scope 3 line: the option of the table its method stands for
 * (SCOPE3_METHOD_INFO), 1a instead of 1b when the emitter's figure is verified. The table is read from
 * pcaf.json by the caller (pcafReferenceFrom); an option the table lacks stops with its name.
 */
export function scope3LineQuality(
  method: Scope3Method,
  verified: boolean,
  table: { name: string; options: readonly PcafOption[] },
): LineQuality {
  const base = SCOPE3_METHOD_INFO[method].pcafOption;
  const option = base === '1b' && verified ? '1a' : base;
  const found = table.options.find((o) => o.option === option);
  if (!found) throw new Error(`${table.name} has no option '${option}'`);
  return { score: found.score, option, group: found.group, table: table.name };
}

/** The emissions-weighted mean score of lines with a score (the plain mean when their emissions sum to 0). */
export function weightedDataQuality(lines: readonly CarbonLine[]): DataQualitySummary | null {
  const scored = lines.filter((l): l is CarbonLine & { quality: LineQuality } => !!l.quality);
  if (!scored.length) return null;
  const kg = scored.reduce((sum, l) => sum + l.kgCO2e, 0);
  const score =
    kg > 0
      ? scored.reduce((sum, l) => sum + l.kgCO2e * l.quality.score, 0) / kg
      : scored.reduce((sum, l) => sum + l.quality.score, 0) / scored.length;
  return {
    score,
    weighting: kg > 0 ? 'emissions' : 'plain',
    lines: scored.length,
    options: [...new Set(scored.map((l) => l.quality.option))].sort(),
    table: scored[0].quality.table,
  };
}

export interface CarbonSummary {
  totals: CarbonTotals;
  /** Scope 1 + scope 2 + scope 3, with scope 2 location-based and market-based. */
  totalAcrossScopes: { location: number; market: number };
  /** Every calculator row, in CARBON_CATEGORIES order, 0 t with 0 lines when empty (spec 3's rows). */
  rows: CategoryTotal[];
  scope1: { total: number; rows: CategoryTotal[] };
  scope2: { total: number; totalMarket: number; rows: CategoryTotal[] };
  scope3: {
    total: number;
    rows: CategoryTotal[];
    /** The fifteen GHG Protocol categories; one without lines has tCO2e null. */
    categories: Scope3CategoryTotal[];
    dataQuality: DataQualitySummary | null;
  };
}

const SUMMARY_FIELD: Record<'1' | '2' | '3', 'co2Emission' | 'electricityEmissions' | 'emissions'> = {
  '1': 'co2Emission',
  '2': 'electricityEmissions',
  '3': 'emissions',
};

/** The spec's per-row field of a row (spec 3): PS carries sEmissions, the other scope 2 row electricityEmissions. */
export function summaryFieldOf(
  code: CarbonCategory,
): 'co2Emission' | 'electricityEmissions' | 'sEmissions' | 'emissions' {
  return code === 'PS' ? 'sEmissions' : SUMMARY_FIELD[CARBON_CATEGORY_INFO[code].scope];
}

const tonnes = (kg: number) => kg / 1000;
const kgOf = (lines: readonly CarbonLine[]) => lines.reduce((sum, l) => sum + l.kgCO2e, 0);
const marketKgOf = (lines: readonly CarbonLine[]) =>
  lines.reduce((sum, l) => sum + (l.market?.kgCO2e ?? l.kgCO2e), 0);

/** The summary of a calculation's lines: rows, scope totals, the fifteen scope 3 categories and their scores. */
export function summariseCarbonLines(lines: readonly CarbonLine[], computedAt: string): CarbonSummary {
  const ofScope = (scope: '1' | '2' | '3') => lines.filter((l) => l.scope === scope);
  const scope2Location = tonnes(kgOf(ofScope('2')));
  const totals: CarbonTotals = {
    scope1: tonnes(kgOf(ofScope('1'))),
    scope2: scope2Location,
    scope3: tonnes(kgOf(ofScope('3'))),
    scope2Location,
    scope2Market: tonnes(marketKgOf(ofScope('2'))),
  };
  const rows = CARBON_CATEGORIES.map((code): CategoryTotal => {
    const own = lines.filter((l) => l.category === code);
    const scope = CARBON_CATEGORY_INFO[code].scope;
    const tCO2e = tonnes(kgOf(own));
    return {
      code,
      emission: CARBON_CATEGORY_INFO[code].label,
      tCO2e,
      tCO2eMarket: scope === '2' ? tonnes(marketKgOf(own)) : null,
      lines: own.length,
      [summaryFieldOf(code)]: tCO2e,
      provenance: {
        formula: FORMULA_CATEGORY,
        expression: `${code} = Σ kg CO2e of its ${own.length} line(s) / 1000 = ${tCO2e} tCO2e`,
        inputs: { lines: own.map((l) => l.factorId ?? 'reported') },
        libraries: [...new Set(own.flatMap((l) => (l.factor ? [l.factor.libraryId] : [])))].sort(),
        computedAt,
      },
    };
  });
  const rowsOf = (scope: '1' | '2' | '3') => rows.filter((r) => CARBON_CATEGORY_INFO[r.code].scope === scope);
  const categories = SCOPE3_CATEGORY_NUMBERS.map((number): Scope3CategoryTotal => {
    const info = SCOPE3_CATEGORIES[number];
    const own = lines.filter((l) => l.category !== null && info.rows.includes(l.category));
    const used = new Set(own.flatMap((l) => (l.method ? [l.method] : [])));
    return {
      category: number,
      name: info.name,
      metric: info.metric,
      rows: [...info.rows],
      tCO2e: own.length ? tonnes(kgOf(own)) : null,
      lines: own.length,
      methods: SCOPE3_METHODS.filter((m) => used.has(m)),
      dataQuality: weightedDataQuality(own),
    };
  });
  return {
    totals,
    totalAcrossScopes: {
      location: totals.scope1 + totals.scope2Location + totals.scope3,
      market: totals.scope1 + totals.scope2Market + totals.scope3,
    },
    rows,
    scope1: { total: totals.scope1, rows: rowsOf('1') },
    scope2: { total: totals.scope2Location, totalMarket: totals.scope2Market, rows: rowsOf('2') },
    scope3: {
      total: totals.scope3,
      rows: rowsOf('3'),
      categories,
      dataQuality: weightedDataQuality(ofScope('3')),
    },
  };
}
