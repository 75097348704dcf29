import {
  eurText,
  figureText,
  quantityText,
  pcafEstimatedEmissions,
  type PcafPosition,
  type PcafPositionResult,
  type PcafReference,
  type PcafResult,
} from '@esg/contracts';
import type { Provenance } from '../provenance';

/*
 * PCAF financed emissions (Global GHG Accounting and Reporting Standard Part A, 2nd ed., as
 * libs/reference-data/files/pcaf.json gives it): attribution factor per asset class × the
 * investee's emissions, the data-quality score of the emissions option, and the outstanding-
 * weighted data-quality score. A position whose inputs do not allow the calculation is excluded
 * with the reason; it never becomes NaN, Infinity or a silent zero.
 */

/** The data-quality tables of pcaf.json by asset class (parsed by libs/contracts pcafReferenceFrom). */
export type { PcafOption, PcafReference } from '@esg/contracts';

export const PCAF_FORMULAS = {
  evic: 'pcaf.af.outstanding-over-evic.v1',
  equityDebt: 'pcaf.af.outstanding-over-equity-plus-debt.v1',
  totalAssets: 'pcaf.af.outstanding-over-total-assets.v1',
  property: 'pcaf.af.outstanding-over-property-value-at-origination.v1',
  vehicle: 'pcaf.af.outstanding-over-vehicle-value-at-origination.v1',
  vehicleUnknown: 'pcaf.af.full-attribution-vehicle-value-unknown.v1',
  sovereign: 'pcaf.af.outstanding-over-ppp-adjusted-gdp.v1',
  weightedScore: 'pcaf.weighted-data-quality-score.v1',
  total: 'pcaf.financed-emissions-total.v1',
} as const;

interface Attribution {
  factor: number;
  formula: string;
  expression: string;
  denominator: { name: string; value: number };
  warnings: string[];
}

type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };
const fail = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

function divide(
  position: PcafPosition,
  denominator: number,
  name: string,
  formula: string,
  detail: string,
  warnings: string[] = [],
): Outcome<Attribution> {
  if (denominator <= 0)
    return fail(`${name} is ${figureText(denominator)}: the attribution factor cannot be computed`);
  const factor = position.outstanding / denominator;
  if (factor > 1)
    warnings.push(
      `The outstanding amount exceeds the ${name}: attribution factor ${figureText(factor)} is above 1`,
    );
  return {
    ok: true,
    value: {
      factor,
      formula,
      expression: `AF = outstanding ${eurText(position.outstanding)} / ${detail} = ${figureText(factor)}`,
      denominator: { name, value: denominator },
      warnings,
    },
  };
}

/** Total equity floored at 0 (PCAF: negative equity is set to 0, all emissions attributed to debt) + debt. */
function equityPlusDebt(position: PcafPosition, what: string): Outcome<Attribution> {
  const { totalEquity, totalDebt, totalAssets } = position.company;
  if (totalEquity !== undefined && totalDebt !== undefined) {
    const floored = Math.max(totalEquity, 0);
    const warnings =
      totalEquity < 0
        ? [`Negative total equity ${eurText(totalEquity)} set to 0 (PCAF): the debt carries all emissions`]
        : [];
    return divide(
      position,
      floored + totalDebt,
      `${what} total equity + debt`,
      PCAF_FORMULAS.equityDebt,
      `(max(total equity ${eurText(totalEquity)}, 0) + total debt ${eurText(totalDebt)})`,
      warnings,
    );
  }
  if (totalAssets !== undefined)
    return divide(
      position,
      totalAssets,
      `${what} total assets`,
      PCAF_FORMULAS.totalAssets,
      `total assets ${eurText(totalAssets)} (PCAF fall-back: equity or debt not available)`,
    );
  const missing = [totalEquity === undefined && 'Total equity', totalDebt === undefined && 'total debt']
    .filter(Boolean)
    .join(' and ');
  const subject = missing.charAt(0).toUpperCase() + missing.slice(1);
  return fail(
    `${subject} missing (and no total assets to fall back on): the attribution factor cannot be computed`,
  );
}

function byEvic(position: PcafPosition): Outcome<Attribution> {
  const { evic } = position.company;
  if (evic === undefined)
    return fail('EVIC missing: the attribution factor of a listed company needs its EVIC');
  return divide(position, evic, 'EVIC', PCAF_FORMULAS.evic, `EVIC ${eurText(evic)}`);
}

export function attributionFactor(position: PcafPosition): Outcome<Attribution> {
  switch (position.assetClass) {
    case 'listed-equity':
      return byEvic(position);
    case 'corporate-bonds':
      // Bonds of private issuers are attributed by the balance sheet, listed ones by EVIC.
      return position.company.listed === false ? equityPlusDebt(position, "the issuer's") : byEvic(position);
    case 'business-loans':
      return position.company.listed === true ? byEvic(position) : equityPlusDebt(position, "the borrower's");
    case 'unlisted-equity':
      return equityPlusDebt(position, "the investee's");
    case 'project-finance':
      return equityPlusDebt(position, "the project's");
    case 'sovereign-debt': {
      const sovereign = position.sovereign;
      if (!sovereign)
        return fail(
          "sovereign missing: sovereign debt is attributed by the country's PPP-adjusted GDP and production emissions",
        );
      return divide(
        position,
        sovereign.pppAdjustedGdp,
        `PPP-adjusted GDP of ${sovereign.country}`,
        PCAF_FORMULAS.sovereign,
        `PPP-adjusted GDP ${figureText(sovereign.pppAdjustedGdp)} of ${sovereign.country}`,
      );
    }
    case 'motor-vehicle-loans': {
      // PCAF 5.6: outstanding / total value at origination; unknown, "assume 100% attribution".
      const value = position.company.vehicleValueAtOrigination;
      if (value === undefined)
        return {
          ok: true,
          value: {
            factor: 1,
            formula: PCAF_FORMULAS.vehicleUnknown,
            expression: 'AF = 1 (the total value at origination is unknown: PCAF 5.6 attributes 100 %)',
            denominator: { name: 'total value at origination (unknown)', value: position.outstanding },
            warnings: [
              'The vehicle’s total value at origination is unknown: all its emissions are attributed (PCAF 5.6)',
            ],
          },
        };
      return divide(
        position,
        value,
        'total value of the vehicle at origination',
        PCAF_FORMULAS.vehicle,
        `total value at origination ${eurText(value)}`,
      );
    }
    case 'commercial-real-estate':
    case 'mortgages': {
      const value = position.company.propertyValueAtOrigination;
      if (value === undefined)
        return fail(
          'propertyValueAtOrigination missing: the attribution factor needs the property value at origination',
        );
      return divide(
        position,
        value,
        'property value at origination',
        PCAF_FORMULAS.property,
        `property value at origination ${eurText(value)}`,
      );
    }
  }
}

interface Emissions {
  scope12: number;
  scope3: number | null;
  basis: 'reported' | 'physical-activity' | 'revenue' | 'sovereign-production';
  expression: string;
  warnings: string[];
}

function emissionsOf(position: PcafPosition): Outcome<Emissions> {
  if (position.assetClass === 'sovereign-debt' && position.sovereign) {
    // PCAF 5.7: the country's production emissions, excluding LULUCF; including LULUCF reported beside.
    const { country, productionEmissions, productionEmissionsInclLulucf } = position.sovereign;
    return {
      ok: true,
      value: {
        scope12: productionEmissions,
        scope3: null,
        basis: 'sovereign-production',
        expression:
          `production emissions of ${country} excluding LULUCF ${quantityText(productionEmissions)} tCO2e` +
          (productionEmissionsInclLulucf === undefined
            ? ''
            : ` (including LULUCF ${quantityText(productionEmissionsInclLulucf)} tCO2e)`),
        warnings: position.emissions
          ? ['The country’s production emissions used; the emissions given were not']
          : [],
      },
    };
  }
  if (position.emissions) {
    const { scope1, scope2, scope3 } = position.emissions;
    return {
      ok: true,
      value: {
        scope12: scope1 + scope2,
        scope3: scope3 ?? null,
        basis: 'reported',
        expression: `emissions scope 1 ${quantityText(scope1)} + scope 2 ${quantityText(scope2)} = ${quantityText(scope1 + scope2)} tCO2e`,
        warnings: position.estimate ? ['Reported emissions used; the estimate given as well was not'] : [],
      },
    };
  }
  const estimate = position.estimate;
  if (!estimate) return fail('no emissions: give reported emissions (scope1, scope2) or an estimate');
  // The arithmetic is libs/contracts pcafEstimatedEmissions, the one the saved estimates use too.
  const estimated = pcafEstimatedEmissions(estimate);
  return {
    ok: true,
    value: {
      scope12: estimated.scope12,
      scope3: estimated.scope3,
      basis: estimate.basis,
      expression: estimated.expression,
      warnings: [],
    },
  };
}

function dataQuality(
  position: PcafPosition,
  reference: PcafReference,
): Outcome<{ score: number; note: string }> {
  const table = reference.tables[position.assetClass];
  const tableName = reference.tableNames[position.assetClass];
  if (position.dataQualityOption) {
    const row = table.find((r) => r.option === position.dataQualityOption);
    if (!row)
      return fail(
        `data-quality option ${position.dataQualityOption} is not in PCAF ${tableName} for this asset class (options ${table.map((r) => r.option).join(', ')})`,
      );
    if (position.dataQualityScore !== undefined && position.dataQualityScore !== row.score)
      return fail(
        `data-quality score ${position.dataQualityScore} contradicts option ${row.option}, which PCAF ${tableName} scores ${row.score}`,
      );
    return {
      ok: true,
      value: { score: row.score, note: `option ${row.option} (${row.group}), PCAF ${tableName}` },
    };
  }
  if (position.dataQualityScore !== undefined)
    return { ok: true, value: { score: position.dataQualityScore, note: 'as given' } };
  return fail('no data-quality score: give dataQualityScore (1-5) or dataQualityOption');
}

function excluded(position: PcafPosition, reason: string): PcafPositionResult {
  return {
    id: position.id,
    assetClass: position.assetClass,
    fundId: position.fundId ?? null,
    outstanding: position.outstanding,
    attributionFactor: null,
    financedEmissions: null,
    financedEmissionsScope3: null,
    dataQualityScore: null,
    dataQualityScoreScope3: null,
    emissionsBasis: null,
    excluded: true,
    exclusionReason: reason,
    warnings: [],
    provenance: null,
  };
}

export function financedEmissionsOf(
  position: PcafPosition,
  reference: PcafReference,
  computedAt: string,
): PcafPositionResult {
  const af = attributionFactor(position);
  if (!af.ok) return excluded(position, af.reason);
  const emissions = emissionsOf(position);
  if (!emissions.ok) return excluded(position, emissions.reason);
  const quality = dataQuality(position, reference);
  if (!quality.ok) return excluded(position, quality.reason);
  const financed = af.value.factor * emissions.value.scope12;
  const financedScope3 = emissions.value.scope3 === null ? null : af.value.factor * emissions.value.scope3;
  // Scope 3's data quality is reported apart (PCAF chapter 6): its own score, else that of scopes 1 and 2.
  const scoreScope3 =
    financedScope3 === null ? null : (position.dataQualityScoreScope3 ?? quality.value.score);
  const scope3Warnings =
    financedScope3 !== null && position.dataQualityScoreScope3 === undefined
      ? ['No scope 3 data-quality score given: the scope 1 and 2 score is used for scope 3']
      : [];
  const sovereign = position.assetClass === 'sovereign-debt';
  const inclLulucf = sovereign ? position.sovereign?.productionEmissionsInclLulucf : undefined;
  // PCAF 5.7 asks the figure including LULUCF beside the one excluding it: a number, not only words.
  const financedInclLulucf = inclLulucf === undefined ? null : af.value.factor * inclLulucf;
  const lulucf =
    inclLulucf === undefined
      ? ''
      : `; including LULUCF financed = ${figureText(af.value.factor)} × ${quantityText(inclLulucf)} = ${quantityText(financedInclLulucf)} tCO2e`;
  const provenance: Provenance = {
    formula: af.value.formula,
    expression:
      `${af.value.expression}; ${emissions.value.expression}; financed = ${figureText(af.value.factor)} × ${quantityText(emissions.value.scope12)} = ${quantityText(financed)} tCO2e` +
      (financedScope3 === null
        ? ''
        : `; scope 3 financed = ${figureText(af.value.factor)} × ${quantityText(emissions.value.scope3)} = ${quantityText(financedScope3)} tCO2e`) +
      lulucf +
      `; data quality ${quality.value.score} (${quality.value.note})` +
      (scoreScope3 === null ? '' : `; scope 3 data quality ${scoreScope3}`),
    inputs: {
      outstanding: position.outstanding,
      company: position.company,
      emissions: position.emissions ?? null,
      estimate: position.estimate ?? null,
      sovereign: position.sovereign ?? null,
      dataQualityScore: position.dataQualityScore ?? null,
      dataQualityScoreScope3: position.dataQualityScoreScope3 ?? null,
      dataQualityOption: position.dataQualityOption ?? null,
    },
    referenceData: [reference.source],
    computedAt,
  };
  return {
    id: position.id,
    assetClass: position.assetClass,
    fundId: position.fundId ?? null,
    outstanding: position.outstanding,
    attributionFactor: af.value.factor,
    financedEmissions: financed,
    financedEmissionsScope3: financedScope3,
    dataQualityScore: quality.value.score,
    dataQualityScoreScope3: scoreScope3,
    emissionsBasis: emissions.value.basis,
    ...(sovereign ? { financedEmissionsInclLulucf: financedInclLulucf } : {}),
    excluded: false,
    exclusionReason: null,
    warnings: [...af.value.warnings, ...emissions.value.warnings, ...scope3Warnings],
    provenance,
  };
}

type Aggregate = PcafResult['portfolio'];

export function aggregate(results: readonly PcafPositionResult[]): Aggregate {
  const included = results.filter((r) => !r.excluded);
  const outstandingIncluded = included.reduce((sum, r) => sum + r.outstanding, 0);
  const weighted = included.reduce((sum, r) => sum + r.outstanding * (r.dataQualityScore ?? 0), 0);
  const withScope3 = included.filter((r) => r.dataQualityScoreScope3 !== null);
  const outstandingScope3 = withScope3.reduce((sum, r) => sum + r.outstanding, 0);
  const weightedScope3 = withScope3.reduce(
    (sum, r) => sum + r.outstanding * (r.dataQualityScoreScope3 ?? 0),
    0,
  );
  // Sovereign debt's total including LULUCF (PCAF 5.7), only where every included sovereign position gives it.
  const sovereigns = included.filter((r) => r.assetClass === 'sovereign-debt');
  const inclLulucf = sovereigns.some((r) => r.financedEmissionsInclLulucf == null)
    ? null
    : sovereigns.reduce((sum, r) => sum + (r.financedEmissionsInclLulucf ?? 0), 0);
  return {
    ...(results.some((r) => r.assetClass === 'sovereign-debt')
      ? { financedEmissionsInclLulucf: sovereigns.length ? inclLulucf : null }
      : {}),
    financedEmissions: included.reduce((sum, r) => sum + (r.financedEmissions ?? 0), 0),
    financedEmissionsScope3: included.reduce((sum, r) => sum + (r.financedEmissionsScope3 ?? 0), 0),
    // With nothing outstanding there is no weighting: null, not 0/0.
    weightedDataQualityScore: outstandingIncluded > 0 ? weighted / outstandingIncluded : null,
    weightedDataQualityScoreScope3: outstandingScope3 > 0 ? weightedScope3 / outstandingScope3 : null,
    positions: results.length,
    excluded: results.length - included.length,
    outstandingIncluded,
    outstandingTotal: results.reduce((sum, r) => sum + r.outstanding, 0),
  };
}

export function calculatePcaf(
  positions: readonly PcafPosition[],
  reference: PcafReference,
  computedAt: string,
): PcafResult {
  const results = positions.map((p) => financedEmissionsOf(p, reference, computedAt));
  const portfolio = aggregate(results);
  const group = <K extends string>(key: (r: PcafPositionResult) => K | null) => {
    const groups = new Map<K, PcafPositionResult[]>();
    for (const r of results) {
      const k = key(r);
      if (k !== null) groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    return [...groups];
  };
  return {
    positions: results,
    totalFinancedEmissions: portfolio.financedEmissions,
    totalFinancedEmissionsScope3: portfolio.financedEmissionsScope3,
    weightedDataQualityScore: portfolio.weightedDataQualityScore,
    weightedDataQualityScoreScope3: portfolio.weightedDataQualityScoreScope3,
    funds: group((r) => r.fundId).map(([fundId, rs]) => ({ fundId, ...aggregate(rs) })),
    assetClasses: group((r) => r.assetClass).map(([assetClass, rs]) => ({ assetClass, ...aggregate(rs) })),
    portfolio,
    exclusions: results.filter((r) => r.excluded).map((r) => ({ id: r.id, reason: r.exclusionReason ?? '' })),
    provenance: {
      formula: `${PCAF_FORMULAS.total}+${PCAF_FORMULAS.weightedScore}`,
      expression:
        `total = Σ financed emissions of ${results.length - portfolio.excluded} included position(s) = ${quantityText(portfolio.financedEmissions)} tCO2e; ` +
        `weighted data quality = Σ outstanding × score / Σ outstanding = ${portfolio.weightedDataQualityScore ?? 'none (nothing included)'}; ` +
        `scope 3 weighted data quality (positions with scope 3 emissions) = ${portfolio.weightedDataQualityScoreScope3 ?? 'none (no scope 3 emissions)'}`,
      inputs: { positions: results.length, excluded: portfolio.excluded },
      referenceData: [reference.source],
      computedAt,
    },
  };
}
