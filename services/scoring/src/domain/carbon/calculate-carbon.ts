import {
  CARBON_CATEGORY_INFO,
  SCOPE3_CATEGORIES,
  SCOPE3_METHOD_INFO,
  defaultFactorMethod,
  methodsOf,
  scope3LineQuality,
  summariseCarbonLines,
  type CarbonActivity,
  type CarbonCalculationResult,
  type CarbonLine,
  type CategoryTotal,
  type PcafOption,
  type Scope3Method,
} from '@esg/contracts';
import { DomainError } from '@esg/platform';
import { ATTRIBUTIONS, type EmissionFactor } from '../factors/emission-factor';
import { convertQuantity } from '../factors/units';
import type { Provenance } from '../provenance';
import { CATEGORY_RULES, categoryAccepts } from './categories';
import { scoringError } from '../scoring.errors';

/*
 * The carbon calculator: kg CO2e of a line = quantity (in the factor's unit) × the factor's kg CO2e
 * per unit, unrounded. Scope 2 lines are reported location-based (the grid factor) and
 * market-based (the line's contractual instrument, else its location-based figure). A scope 3 line
 * may instead be a reported figure with its method (ADR 0161); every scope 3 line has a method and
 * the PCAF data-quality score it stands for. Totals are in tCO2e (kg / 1000), summed by libs/contracts
 * summariseCarbonLines. Pure: the factors and PCAF's table are looked up by the caller and handed in.
 */

/** The PCAF data-quality table scope 3 lines are scored by (pcaf.json Table 5-7, business loans and unlisted equity). */
export interface QualityTable {
  name: string;
  options: readonly PcafOption[];
}

export const FORMULA_LINE = 'ghg.activity-times-factor.v1';
export const FORMULA_MARKET = 'ghg.scope2-market-based.v1';
export const FORMULA_TOTALS = 'ghg.scope-totals.v1';
export const FORMULA_REPORTED = 'ghg.reported-figure.v1';

export const unknownFactor = (factorId: string, index: number) =>
  scoringError('CARBON.UNKNOWN_FACTOR', `activities.${index}.factorId: no emission factor '${factorId}'`, {
    factorId,
  });

const unprocessable = (message: string, details?: Record<string, unknown>) =>
  scoringError('CARBON.UNPROCESSABLE', message, details);

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

/** The method of a scope 3 line, checked against its row's list (422 naming the field). */
function methodOf(
  activity: CarbonActivity,
  index: number,
  given: Scope3Method | undefined,
  field: string,
  reported: boolean,
): Scope3Method {
  const code = activity.category!;
  const allowed = methodsOf(code);
  const category = SCOPE3_CATEGORIES[CARBON_CATEGORY_INFO[code].ghgCategory!];
  if (given === undefined) return defaultFactorMethod(code)!;
  if (!allowed.includes(given))
    throw unprocessable(
      `activities.${index}.${field}: '${given}' is not a method of ${category.name} (${code}); use one of ${allowed.join(', ')}`,
      { category: code, method: given },
    );
  if (!reported && !SCOPE3_METHOD_INFO[given].activity)
    throw unprocessable(
      `activities.${index}.${field}: a line with a factor of the library is activity data × a published factor; '${given}' is a method for a reported figure (give reported instead of factorId and quantity)`,
      { category: code, method: given },
    );
  return given;
}

function reportedLine(
  activity: CarbonActivity,
  index: number,
  quality: QualityTable,
  computedAt: string,
): CarbonLine {
  const reported = activity.reported!;
  if (!activity.category)
    throw unprocessable(
      `activities.${index}.category: a reported figure needs the scope 3 category it belongs to`,
    );
  if (CARBON_CATEGORY_INFO[activity.category].scope !== '3')
    throw unprocessable(
      `activities.${index}.reported: a reported figure is for a scope 3 category; ${CARBON_CATEGORY_INFO[activity.category].label} (${activity.category}) is scope ${CARBON_CATEGORY_INFO[activity.category].scope}, which is activity data × a factor`,
      { category: activity.category },
    );
  const method = methodOf(activity, index, reported.method, 'reported.method', true);
  const verified = reported.verified ?? false;
  if (verified && SCOPE3_METHOD_INFO[method].pcafOption !== '1b')
    throw unprocessable(
      `activities.${index}.reported.verified: only the emitter's own figures (supplier-, asset- or investment-specific) can be verified emissions; '${method}' is not one`,
      { method },
    );
  const kgCO2e = reported.tCO2e * 1000;
  const lineQuality = scope3LineQuality(method, verified, quality);
  return {
    factorId: null,
    quantity: null,
    unit: null,
    kgCO2e,
    scope: '3',
    factor: null,
    category: activity.category,
    description: activity.description ?? null,
    conversion: null,
    market: null,
    method,
    reported: { ...reported, verified },
    quality: lineQuality,
    provenance: {
      formula: FORMULA_REPORTED,
      expression:
        `reported ${reported.tCO2e} tCO2e (${method}${verified ? ', verified' : ''}) = ${kgCO2e} kg CO2e; ` +
        `PCAF option ${lineQuality.option}, score ${lineQuality.score} (${quality.name})`,
      inputs: { reported, category: activity.category },
      referenceData: ['pcaf.json'],
      computedAt,
    },
  };
}

function line(
  activity: CarbonActivity & { factorId: string; quantity: number },
  index: number,
  factor: EmissionFactor,
  quality: QualityTable,
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
    if (error instanceof DomainError) throw error.withMessage(`activities.${index}.unit: ${error.message}`);
    throw error;
  }
  const kgCO2e = quantity * factor.kgCO2e;
  // A row's scope wins: a scope 1 or 2 factor in a leased-asset or franchise row is scope 3 (ADR 0161).
  const scope = activity.category ? CARBON_CATEGORY_INFO[activity.category].scope : factor.scope;
  if (activity.method !== undefined && scope !== '3')
    throw unprocessable(
      `activities.${index}.method: a method (and its data-quality score) is for scope 3 lines; this line is scope ${scope}`,
      { factorId: factor.id },
    );
  const method =
    scope === '3' && activity.category ? methodOf(activity, index, activity.method, 'method', false) : null;
  const lineQuality = method ? scope3LineQuality(method, false, quality) : null;

  let market: CarbonLine['market'] = null;
  if (activity.marketBased && scope !== '2')
    throw unprocessable(
      `activities.${index}.marketBased: a market-based factor applies to scope 2 (purchased electricity, heat or steam) only; this line is scope ${scope}`,
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
          throw error.withMessage(`activities.${index}.marketBased.unit: ${error.message}`);
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
    method,
    reported: null,
    quality: lineQuality,
    provenance,
  };
}

export function calculateCarbon(
  activities: readonly CarbonActivity[],
  factors: ReadonlyMap<string, EmissionFactor>,
  quality: QualityTable,
  computedAt: string,
): CarbonCalculationResult {
  const lines = activities.map((activity, index) => {
    if (activity.reported) return reportedLine(activity, index, quality, computedAt);
    const { factorId, quantity } = activity;
    // The request contract gives a line without a figure both; this guards callers that skip it.
    if (factorId === undefined || quantity === undefined)
      throw unprocessable(`activities.${index}.factorId: give factorId and quantity, or a reported figure`);
    const factor = factors.get(factorId);
    if (!factor) throw unknownFactor(factorId, index);
    return line({ ...activity, factorId, quantity }, index, factor, quality, computedAt);
  });
  const { totals } = summariseCarbonLines(lines, computedAt);
  const libraries = [...new Set(lines.flatMap((l) => (l.factor ? [l.factor.libraryId] : [])))].sort();
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

/** The Emissions summary rows (spec 3): per calculator row, in tCO2e, with the spec's per-row field (libs/contracts summariseCarbonLines). */
export function categoryTotals(result: CarbonCalculationResult, computedAt: string): CategoryTotal[] {
  return summariseCarbonLines(result.lines, computedAt).rows;
}
