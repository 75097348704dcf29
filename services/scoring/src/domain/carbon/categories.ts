import type { CarbonCategory } from '@esg/contracts';
import type { EmissionFactor } from '../factors/emission-factor';

/*
 * The calculator's activity categories are the rows of the spec's Emissions summary (spec 3):
 * scope 1 REF, COV, BGP; scope 2 PE, PS; scope 3 EBTL, EBTA, EC. Each accepts the factors of the
 * sheets (DESNZ) and tables (EPA) that measure that kind of activity; docs/climate.md has the table.
 */

export interface CategoryRule {
  code: CarbonCategory;
  scope: '1' | '2' | '3';
  label: string;
  /** The Emissions summary's per-row field for this row's emissions (spec 3). */
  summaryField: 'co2Emission' | 'electricityEmissions' | 'sEmissions' | 'emissions';
  desnzSheets: readonly string[];
  epaTables: readonly number[];
  /** Further narrowing within a table (EPA Table 10 holds land and air travel). */
  accepts?: (factor: EmissionFactor) => boolean;
}

const isAirTravel = (factor: EmissionFactor) => /^air travel/i.test(factor.activity);

export const CATEGORY_RULES: Record<CarbonCategory, CategoryRule> = {
  REF: {
    code: 'REF',
    scope: '1',
    label: 'Refrigerants',
    summaryField: 'co2Emission',
    desnzSheets: ['Refrigerant & other'],
    epaTables: [11, 12],
  },
  COV: {
    code: 'COV',
    scope: '1',
    label: 'Company-owned vehicles',
    summaryField: 'co2Emission',
    desnzSheets: ['Passenger vehicles', 'Delivery vehicles', 'Fuels', 'Bioenergy'],
    epaTables: [2, 3, 4, 5],
  },
  BGP: {
    code: 'BGP',
    scope: '1',
    label: 'Buildings and generators / plant',
    summaryField: 'co2Emission',
    desnzSheets: ['Fuels', 'Bioenergy'],
    epaTables: [1, 5],
  },
  PE: {
    code: 'PE',
    scope: '2',
    label: 'Purchased electricity',
    summaryField: 'electricityEmissions',
    desnzSheets: ['UK electricity', 'UK electricity for EVs'],
    epaTables: [6],
  },
  PS: {
    code: 'PS',
    scope: '2',
    label: 'Purchased heat and steam',
    summaryField: 'sEmissions',
    desnzSheets: ['Heat and steam'],
    epaTables: [7],
  },
  EBTL: {
    code: 'EBTL',
    scope: '3',
    label: 'Business travel by land',
    summaryField: 'emissions',
    desnzSheets: ['Business travel- land'],
    epaTables: [10],
    accepts: (factor) => factor.source !== 'EPA' || !isAirTravel(factor),
  },
  EBTA: {
    code: 'EBTA',
    scope: '3',
    label: 'Business travel by air',
    summaryField: 'emissions',
    desnzSheets: ['Business travel- air'],
    epaTables: [10],
    accepts: (factor) => factor.source !== 'EPA' || isAirTravel(factor),
  },
  EC: {
    code: 'EC',
    scope: '3',
    label: 'Employee commuting',
    summaryField: 'emissions',
    desnzSheets: ['Business travel- land', 'Homeworking'],
    epaTables: [10],
    accepts: (factor) => factor.source !== 'EPA' || !isAirTravel(factor),
  },
};

export const CATEGORIES_BY_SCOPE: Record<'1' | '2' | '3', CarbonCategory[]> = {
  '1': ['REF', 'COV', 'BGP'],
  '2': ['PE', 'PS'],
  '3': ['EBTL', 'EBTA', 'EC'],
};

function epaTable(factor: EmissionFactor): number | null {
  const match = /^Table (\d+)\b/.exec(factor.category);
  return match ? Number(match[1]) : null;
}

/** Whether a factor measures the kind of activity a category collects. */
export function categoryAccepts(code: CarbonCategory, factor: EmissionFactor): boolean {
  const rule = CATEGORY_RULES[code];
  if (factor.scope !== rule.scope) return false;
  const listed =
    factor.source === 'DESNZ'
      ? rule.desnzSheets.includes(factor.sheet)
      : rule.epaTables.includes(epaTable(factor) ?? -1);
  return listed && (rule.accepts?.(factor) ?? true);
}

/** The categories a factor can be used in (the screens offer factors by category). */
export function categoriesOf(factor: EmissionFactor): CarbonCategory[] {
  return (Object.keys(CATEGORY_RULES) as CarbonCategory[]).filter((code) => categoryAccepts(code, factor));
}
