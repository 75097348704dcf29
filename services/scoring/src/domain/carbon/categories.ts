import { CARBON_CATEGORIES, CARBON_CATEGORY_INFO, type CarbonCategory } from '@esg/contracts';
import type { EmissionFactor } from '../factors/emission-factor';

/*
 * The calculator's activity categories are the rows of the spec's Emissions summary (spec 3):
 * scope 1 REF, COV, BGP; scope 2 PE, PS; scope 3 a row or more for each of the GHG Protocol's fifteen
 * categories (ADR 0161). Each accepts the factors of the sheets (DESNZ) and tables (EPA) that measure that
 * kind of activity, and rows that count electricity the grid factors per country (IFI, Ember);
 * docs/climate.md has the table. Leased assets, processing and use of sold products and franchises count
 * the energy use of someone else's assets: scope 1 and 2 factors, reported in scope 3 because the row is.
 */

export interface CategoryRule {
  code: CarbonCategory;
  scope: '1' | '2' | '3';
  label: string;
  desnzSheets: readonly string[];
  /** DESNZ sheets by name pattern (the full sets' well-to-tank sheets, "WTT- fuels" …). */
  desnzSheetPattern?: RegExp;
  /** The scopes of the factors the row takes, when not its own (scope 1 and 2 factors in a scope 3 row). */
  factorScopes?: readonly ('1' | '2' | '3')[];
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
    desnzSheets: ['Refrigerant & other'],
    epaTables: [11, 12],
  },
  COV: {
    code: 'COV',
    scope: '1',
    label: 'Company-owned vehicles',
    desnzSheets: ['Passenger vehicles', 'Delivery vehicles', 'Fuels', 'Bioenergy'],
    epaTables: [2, 3, 4, 5],
  },
  BGP: {
    code: 'BGP',
    scope: '1',
    label: 'Buildings and generators / plant',
    desnzSheets: ['Fuels', 'Bioenergy'],
    epaTables: [1, 5],
  },
  PE: {
    code: 'PE',
    scope: '2',
    label: 'Purchased electricity',
    desnzSheets: ['UK electricity', 'UK electricity for EVs'],
    epaTables: [6],
    grid: true,
  },
  PS: {
    code: 'PS',
    scope: '2',
    label: 'Purchased heat and steam',
    desnzSheets: ['Heat and steam'],
    epaTables: [7],
  },
  PGS: {
    code: 'PGS',
    scope: '3',
    label: 'Purchased goods and services',
    desnzSheets: ['Material use', 'Water supply'],
    epaTables: [],
  },
  CG: { code: 'CG', scope: '3', label: 'Capital goods', desnzSheets: ['Material use'], epaTables: [] },
  FERA: {
    code: 'FERA',
    scope: '3',
    label: 'Fuel- and energy-related activities',
    desnzSheets: ['Transmission and distribution'],
    desnzSheetPattern: /^WTT/i,
    epaTables: [],
  },
  UTD: {
    code: 'UTD',
    scope: '3',
    label: 'Upstream transportation and distribution',
    desnzSheets: ['Freighting goods'],
    epaTables: [8],
  },
  WST: {
    code: 'WST',
    scope: '3',
    label: 'Waste generated in operations',
    desnzSheets: ['Waste disposal', 'Water treatment'],
    epaTables: [9],
  },
  EBTL: {
    code: 'EBTL',
    scope: '3',
    label: 'Business travel by land',
    desnzSheets: ['Business travel- land'],
    epaTables: [10],
    accepts: (factor) => factor.source !== 'EPA' || !isAirTravel(factor),
  },
  EBTA: {
    code: 'EBTA',
    scope: '3',
    label: 'Business travel by air',
    desnzSheets: ['Business travel- air'],
    epaTables: [10],
    accepts: (factor) => factor.source !== 'EPA' || isAirTravel(factor),
  },
  EBTS: {
    code: 'EBTS',
    scope: '3',
    label: 'Business travel by sea',
    desnzSheets: ['Business travel- sea'],
    epaTables: [],
  },
  EBTH: { code: 'EBTH', scope: '3', label: 'Hotel stays', desnzSheets: ['Hotel stay'], epaTables: [] },
  EC: {
    code: 'EC',
    scope: '3',
    label: 'Employee commuting',
    desnzSheets: ['Business travel- land', 'Homeworking'],
    epaTables: [10],
    accepts: (factor) => factor.source !== 'EPA' || !isAirTravel(factor),
  },
  ULA: {
    code: 'ULA',
    scope: '3',
    label: 'Upstream leased assets',
    desnzSheets: ['Fuels', 'Bioenergy', 'UK electricity', 'Heat and steam', 'Refrigerant & other'],
    epaTables: [1, 6, 7, 11, 12],
    grid: true,
    factorScopes: ['1', '2'],
  },
  DTD: {
    code: 'DTD',
    scope: '3',
    label: 'Downstream transportation and distribution',
    desnzSheets: ['Freighting goods'],
    epaTables: [8],
  },
  PSP: {
    code: 'PSP',
    scope: '3',
    label: 'Processing of sold products',
    desnzSheets: ['Fuels', 'Bioenergy', 'UK electricity', 'Heat and steam', 'Refrigerant & other'],
    epaTables: [1, 6, 7, 11, 12],
    grid: true,
    factorScopes: ['1', '2'],
  },
  USP: {
    code: 'USP',
    scope: '3',
    label: 'Use of sold products',
    desnzSheets: ['Fuels', 'Bioenergy', 'UK electricity', 'Refrigerant & other'],
    epaTables: [1, 2, 6, 11, 12],
    grid: true,
    factorScopes: ['1', '2'],
  },
  EOL: {
    code: 'EOL',
    scope: '3',
    label: 'End-of-life treatment of sold products',
    desnzSheets: ['Waste disposal'],
    epaTables: [9],
  },
  DLA: {
    code: 'DLA',
    scope: '3',
    label: 'Downstream leased assets',
    desnzSheets: ['Fuels', 'Bioenergy', 'UK electricity', 'Heat and steam', 'Refrigerant & other'],
    epaTables: [1, 6, 7, 11, 12],
    grid: true,
    factorScopes: ['1', '2'],
  },
  FRN: {
    code: 'FRN',
    scope: '3',
    label: 'Franchises',
    desnzSheets: ['Fuels', 'Bioenergy', 'UK electricity', 'Heat and steam', 'Refrigerant & other'],
    epaTables: [1, 6, 7, 11, 12],
    grid: true,
    factorScopes: ['1', '2'],
  },
  /** Investments: a reported figure (the investee's emissions, PCAF's financed emissions); no factor fits. */
  INV: { code: 'INV', scope: '3', label: 'Investments', desnzSheets: [], epaTables: [] },
};

export const CATEGORIES_BY_SCOPE: Record<'1' | '2' | '3', CarbonCategory[]> = {
  '1': ['REF', 'COV', 'BGP'],
  '2': ['PE', 'PS'],
  '3': CARBON_CATEGORIES.filter((code) => CARBON_CATEGORY_INFO[code].scope === '3'),
};

function epaTable(factor: EmissionFactor): number | null {
  const match = /^Table (\d+)\b/.exec(factor.category);
  return match ? Number(match[1]) : null;
}

/** Whether a factor measures the kind of activity a category collects. */
export function categoryAccepts(code: CarbonCategory, factor: EmissionFactor): boolean {
  const rule = CATEGORY_RULES[code];
  if (factor.scope === 'outside' || !(rule.factorScopes ?? [rule.scope]).includes(factor.scope)) return false;
  switch (factor.source) {
    case 'DESNZ':
      return (
        (rule.desnzSheets.includes(factor.sheet) || (rule.desnzSheetPattern?.test(factor.sheet) ?? false)) &&
        (rule.accepts?.(factor) ?? true)
      );
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
