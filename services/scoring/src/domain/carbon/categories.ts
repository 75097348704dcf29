import type { CarbonCategory } from '@esg/contracts';
import type { EmissionFactor } from '../factors/emission-factor';

/*
 * The calculator's activity categories are the rows of the spec's Emissions summary (spec 3):
 * scope 1 REF, COV, BGP; scope 2 PE, PS; scope 3 EBTL, EBTA, EC. Each accepts the factors of the
 * sheets (DESNZ) and tables (EPA) that measure that kind of activity, and purchased electricity the grid
 * factors per country (IFI, Ember); docs/climate.md has the table.
 */

export interface CategoryRule {
  code: CarbonCategory;
  scope: '1' | '2' | '3';
  label: string;
  /** The Emissions summary's per-row field for this row's emissions (spec 3). */
  summaryField: 'co2Emission' | 'electricityEmissions' | 'sEmissions' | 'emissions';
  desnzSheets: readonly string[];
  epaTables: readonly number[];
  /** Whether the grid factors per country (IFI, Ember: ADR 0160) measure this row's consumption. */
  grid?: boolean;
  /** Further narrowing within a table (EPA Table 10 holds land and air travel). */
  accepts?: (factor: EmissionFactor) => boolean;
}

const isAirTravel = (factor: EmissionFactor) => /^air travel/i.test(factor.activity);

/**
 * The grid factors that measure electricity *consumed* from a grid: Ember's average intensity and, of the IFI
 * table, the operating margin (which the table names for PCAF accounting) and the combined margin for
 * electricity consumption. The other combined margins (firm and intermittent generation, energy efficiency) value
 * a project's displaced generation, not a company's purchases (ADR 0160).
 */
export function isConsumptionGridFactor(factor: EmissionFactor): boolean {
  if (factor.source === 'Ember') return true;
  if (factor.source === 'IFI')
    return (
      /^Operating margin/i.test(factor.variant ?? '') || /Electricity Consumption/i.test(factor.variant ?? '')
    );
  return false;
}

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
    grid: true,
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
  switch (factor.source) {
    case 'DESNZ':
      return rule.desnzSheets.includes(factor.sheet) && (rule.accepts?.(factor) ?? true);
    case 'EPA':
      return rule.epaTables.includes(epaTable(factor) ?? -1) && (rule.accepts?.(factor) ?? true);
    case 'IFI':
    case 'Ember':
      return (rule.grid ?? false) && isConsumptionGridFactor(factor);
  }
}

/** The categories a factor can be used in (the screens offer factors by category). */
export function categoriesOf(factor: EmissionFactor): CarbonCategory[] {
  return (Object.keys(CATEGORY_RULES) as CarbonCategory[]).filter((code) => categoryAccepts(code, factor));
}
