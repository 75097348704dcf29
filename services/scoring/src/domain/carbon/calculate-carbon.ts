import type {
  CarbonActivity,
  CarbonCalculationResult,
  CarbonLine,
  CategoryTotal,
  CarbonTotals,
} from '@esg/contracts';
import { DomainError } from '@esg/platform';
import { ATTRIBUTIONS, type EmissionFactor } from '../factors/emission-factor';
import { convertQuantity } from '../factors/units';
import type { Provenance } from '../provenance';
import { CATEGORIES_BY_SCOPE, CATEGORY_RULES, categoryAccepts } from './categories';

/*
 * The carbon calculator: kg CO2e of a line = quantity (in the factor's unit) × the factor's kg CO2e
 * per unit, unrounded. Scope 2 lines are reported location-based (the grid factor) and
 * market-based (the line's contractual instrument, else its location-based figure). Totals are in
 * tCO2e (kg / 1000). Pure: the factors are looked up by the caller and handed in.
 */

export const FORMULA_LINE = 'ghg.activity-times-factor.v1';
export const FORMULA_MARKET = 'ghg.scope2-market-based.v1';
export const FORMULA_TOTALS = 'ghg.scope-totals.v1';
export const FORMULA_CATEGORY = 'ghg.category-total.v1';

export const unknownFactor = (factorId: string, index: number) =>
  new DomainError('CARBON.UNKNOWN_FACTOR', `activities.${index}.factorId: no emission factor '${factorId}'`, {
    factorId,
  });

const unprocessable = (message: string, details?: Record<string, unknown>) =>
  new DomainError('CARBON.UNPROCESSABLE', message, details);

function summary(factor: EmissionFactor): CarbonLine['factor'] {
  return {
    id: factor.id,
    libraryId: factor.libraryId,
    source: factor.source,
    year: factor.year,
    version: factor.version,
    sheet: factor.sheet,
    category: factor.category,
    name: factor.name,
    unit: factor.unit,
    kgCO2e: factor.kgCO2e,
    gases: factor.gases,
    note: factor.note,
    attribution: ATTRIBUTIONS[factor.source].text,
  };
}

function line(
  activity: CarbonActivity,
  index: number,
  factor: EmissionFactor,
  computedAt: string,
): CarbonLine {
  if (factor.scope === 'outside')
    throw unprocessable(
      `activities.${index}.factorId: '${factor.id}' measures biogenic CO2, which is reported outside the scopes, not in scope 1, 2 or 3`,
      { factorId: factor.id },
    );
  if (activity.category && !categoryAccepts(activity.category, factor)) {
    const rule = CATEGORY_RULES[activity.category];
    throw unprocessable(
      `activities.${index}.category: the factor '${factor.id}' (${factor.category}, scope ${factor.scope}) is not one for ${rule.label} (${activity.category}, scope ${rule.scope})`,
      { factorId: factor.id, category: activity.category },
    );
  }
  const givenUnit = activity.unit ?? factor.unit;
  let conversion: CarbonLine['conversion'] = null;
  let quantity = activity.quantity;
  try {
    const converted = convertQuantity(activity.quantity, givenUnit, factor.unit);
    if (converted.multiplier !== 1 || givenUnit !== factor.unit) conversion = converted;
    quantity = converted.quantity;
  } catch (error) {
    if (error instanceof DomainError)
      throw new DomainError(error.code, `activities.${index}.unit: ${error.message}`, error.details);
    throw error;
  }
  const kgCO2e = quantity * factor.kgCO2e;
  const scope = factor.scope;

  let market: CarbonLine['market'] = null;
  if (activity.marketBased && scope !== '2')
    throw unprocessable(
      `activities.${index}.marketBased: a market-based factor applies to scope 2 (purchased electricity, heat or steam) only; '${factor.id}' is scope ${scope}`,
      { factorId: factor.id },
    );
  if (scope === '2') {
    if (activity.marketBased) {
      const instrumentUnit = activity.marketBased.unit ?? factor.unit;
      let inInstrumentUnit: number;
      try {
        inInstrumentUnit = convertQuantity(activity.quantity, givenUnit, instrumentUnit).quantity;
      } catch (error) {
        if (error instanceof DomainError)
          throw new DomainError(
            error.code,
            `activities.${index}.marketBased.unit: ${error.message}`,
            error.details,
          );
        throw error;
      }
      market = {
        kgCO2e: inInstrumentUnit * activity.marketBased.kgCO2ePerUnit,
        basis: activity.marketBased.instrument,
        kgCO2ePerUnit: activity.marketBased.kgCO2ePerUnit,
        unit: instrumentUnit,
        source: activity.marketBased.source ?? null,
      };
    } else {
      market = {
        kgCO2e,
        basis: 'location-fallback',
        kgCO2ePerUnit: factor.kgCO2e,
        unit: factor.unit,
        source: null,
      };
    }
  }

  const provenance: Provenance = {
    formula:
      market && market.basis !== 'location-fallback' ? `${FORMULA_LINE}+${FORMULA_MARKET}` : FORMULA_LINE,
    expression:
      `${quantity} ${factor.unit} × ${factor.kgCO2e} kg CO2e/${factor.unit} = ${kgCO2e} kg CO2e` +
      (conversion ? ` (given as ${activity.quantity} ${givenUnit}, × ${conversion.multiplier})` : '') +
      (market && market.basis !== 'location-fallback'
        ? `; market-based ${activity.quantity} ${givenUnit} at ${market.kgCO2ePerUnit} kg CO2e/${market.unit} (${market.basis}) = ${market.kgCO2e} kg CO2e`
        : ''),
    inputs: {
      quantity: activity.quantity,
      unit: givenUnit,
      category: activity.category ?? null,
      ...(activity.marketBased ? { marketBased: activity.marketBased } : {}),
    },
    factorId: factor.id,
    libraries: [factor.libraryId],
    computedAt,
  };
  return {
    factorId: factor.id,
    quantity: activity.quantity,
    unit: givenUnit,
    kgCO2e,
    scope,
    factor: summary(factor),
    category: activity.category ?? null,
    description: activity.description ?? null,
    conversion,
    market,
    provenance,
  };
}

/** kg to t without rounding. */
const tonnes = (kg: number) => kg / 1000;

export function calculateCarbon(
  activities: readonly CarbonActivity[],
  factors: ReadonlyMap<string, EmissionFactor>,
  computedAt: string,
): CarbonCalculationResult {
  const lines = activities.map((activity, index) => {
    const factor = factors.get(activity.factorId);
    if (!factor) throw unknownFactor(activity.factorId, index);
    return line(activity, index, factor, computedAt);
  });
  const sum = (scope: '1' | '2' | '3', pick: (l: CarbonLine) => number) =>
    tonnes(lines.filter((l) => l.scope === scope).reduce((total, l) => total + pick(l), 0));
  const scope2Location = sum('2', (l) => l.kgCO2e);
  const totals: CarbonTotals = {
    scope1: sum('1', (l) => l.kgCO2e),
    scope2: scope2Location,
    scope3: sum('3', (l) => l.kgCO2e),
    scope2Location,
    scope2Market: sum('2', (l) => l.market?.kgCO2e ?? l.kgCO2e),
  };
  const libraries = [...new Set(lines.map((l) => l.factor.libraryId))].sort();
  return {
    totals,
    lines,
    provenance: {
      formula: FORMULA_TOTALS,
      expression:
        `scope N (tCO2e) = Σ kg CO2e of the scope's lines / 1000: scope 1 ${totals.scope1}, ` +
        `scope 2 location-based ${totals.scope2Location}, market-based ${totals.scope2Market}, scope 3 ${totals.scope3}`,
      inputs: { lines: lines.length },
      libraries,
      computedAt,
    },
  };
}

/** The Emissions summary rows (spec 3): per category, in tCO2e, with the spec's per-row field. */
export function categoryTotals(result: CarbonCalculationResult, computedAt: string): CategoryTotal[] {
  const rows: CategoryTotal[] = [];
  for (const scope of ['1', '2', '3'] as const) {
    for (const code of CATEGORIES_BY_SCOPE[scope]) {
      const rule = CATEGORY_RULES[code];
      const own = result.lines.filter((l) => l.category === code);
      const tCO2e = tonnes(own.reduce((total, l) => total + l.kgCO2e, 0));
      const tCO2eMarket =
        scope === '2' ? tonnes(own.reduce((total, l) => total + (l.market?.kgCO2e ?? l.kgCO2e), 0)) : null;
      rows.push({
        code,
        emission: rule.label,
        tCO2e,
        tCO2eMarket,
        lines: own.length,
        [rule.summaryField]: tCO2e,
        provenance: {
          formula: FORMULA_CATEGORY,
          expression: `${code} = Σ kg CO2e of its ${own.length} line(s) / 1000 = ${tCO2e} tCO2e`,
          inputs: { lines: own.map((l) => l.factorId) },
          libraries: [...new Set(own.map((l) => l.factor.libraryId))].sort(),
          computedAt,
        },
      });
    }
  }
  return rows;
}
