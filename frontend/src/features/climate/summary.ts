import {
  CARBON_CATEGORIES,
  CARBON_CATEGORY_INFO,
  type CarbonCategory,
  type CarbonLine,
} from '@esg/contracts/scoring';

export type Scope = '1' | '2' | '3';

export interface SummaryRow {
  code: CarbonCategory;
  label: string;
  /** tCO2e (location-based for scope 2); null when the row has no lines (no data, not 0). */
  tCO2e: number | null;
  /** Market-based tCO2e (scope 2 rows). */
  tCO2eMarket: number | null;
  lines: number;
  /** How the figure was made, in words. */
  how: string;
}

export interface ScopeSummary {
  scope: Scope;
  total: number;
  totalMarket: number | null;
  rows: SummaryRow[];
}

/**
 * The Emissions summary (spec 2.9, 3) of calculated lines: per scope the rows REF, COV, BGP / PE, PS /
 * EBTL, EBTA, EC with Σ kg CO2e / 1000 of their lines (formula ghg.scope-totals.v1), nothing rounded.
 */
export function summarise(lines: readonly CarbonLine[]): ScopeSummary[] {
  return (['1', '2', '3'] as const).map((scope) => {
    const rows = CARBON_CATEGORIES.filter((code) => CARBON_CATEGORY_INFO[code].scope === scope).map(
      (code): SummaryRow => {
        const own = lines.filter((l) => l.category === code);
        const kg = own.reduce((sum, l) => sum + l.kgCO2e, 0);
        const kgMarket = own.reduce((sum, l) => sum + (l.market?.kgCO2e ?? l.kgCO2e), 0);
        return {
          code,
          label: CARBON_CATEGORY_INFO[code].label,
          tCO2e: own.length ? kg / 1000 : null,
          tCO2eMarket: own.length && scope === '2' ? kgMarket / 1000 : null,
          lines: own.length,
          how: own.length
            ? `Σ of ${own.length} line${own.length === 1 ? '' : 's'}: ${own
                .map((l) => `${l.quantity} ${l.unit} × ${l.factor.kgCO2e} kg CO2e/${l.factor.unit}`)
                .join(' + ')} = ${kg} kg = ${kg / 1000} t`
            : 'No activity data',
        };
      },
    );
    const total = rows.reduce((sum, r) => sum + (r.tCO2e ?? 0), 0);
    const totalMarket = scope === '2' ? rows.reduce((sum, r) => sum + (r.tCO2eMarket ?? 0), 0) : null;
    return { scope, total, totalMarket, rows };
  });
}

const FOUR = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const WHOLE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** Spec 9: scope totals to 4 decimals; the employee commuting total (EC) as an integer. */
export function formatTonnes(value: number | null, code?: CarbonCategory): string {
  if (value === null) return '—';
  return code === 'EC' ? WHOLE.format(Math.round(value)) : FOUR.format(value);
}

export const formatNumber = (value: number, digits = 6) =>
  new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits }).format(value);
