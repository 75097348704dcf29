import { figureText } from './amounts';
import type { PcafCompanyData } from './pcaf-portfolio';
import type { FootprintFigure, FootprintHolding, FootprintScopes } from './portfolio-footprint';

/*
 * Net zero (issue 28 item 4, ADR 0164): a company's GHG reduction target and its answers to the EDCI
 * decarbonisation questions (edci.json "Decarbonisation / net zero": strategy, short-term target,
 * long-term net-zero goal), and per fund the share of financed emissions covered by science-based
 * targets and the implied temperature rise. The codes are the metric dictionary's; the target's
 * figures are the company's published values, never typed here.
 *
 * The implied temperature rise follows the target-based method of the open OS-Climate ITR tool (SBTi
 * temperature scoring): a company's score = intercept + slope × the target's linear annual reduction
 * rate, a default score for a company without a target, and the fund's score the average of the
 * company scores weighted by financed emissions or by position value. Its parameters (the regression
 * and the default score) come from reference data the product does not hold yet: without them there
 * is no figure, and the screens say so (never an invented number).
 */

export const NET_ZERO_CODES = {
  strategy: 'ghg.decarbonisation_strategy',
  shortTermTarget: 'ghg.reduction_target',
  netZeroGoal: 'ghg.net_zero_ambition',
  baseYear: 'ghg.target_base_year',
  baseEmissions: 'ghg.target_base_emissions',
  targetYear: 'ghg.target_year',
  scopes: 'ghg.target_scopes',
  reduction: 'ghg.target_reduction',
  sbti: 'ghg.sbti_status',
} as const;

/** ghg.sbti_status: where the company stands with the Science Based Targets initiative. */
export type SbtiStatus = 'none' | 'committed' | 'targets-set';
export const SBTI_STATUSES: readonly SbtiStatus[] = ['none', 'committed', 'targets-set'];
export const SBTI_STATUS_LABELS: Record<SbtiStatus, string> = {
  none: 'No science-based target',
  committed: 'Committed to set one',
  'targets-set': 'Target validated',
};

/** A company's GHG reduction target: reduce the emissions of `scopes` by `reduction` % from base to target year. */
export interface CompanyTarget {
  baseYear: number;
  /** Emissions of the base year in the scopes covered, tCO2e; null when not published. */
  baseEmissions: number | null;
  targetYear: number;
  scopes: FootprintScopes;
  /** Reduction from the base year by the target year, %. */
  reduction: number;
}

export interface CompanyNetZero {
  companyId: number;
  name: string;
  /** The period the answers were published for. */
  period: string | null;
  /** EDCI: a decarbonisation strategy or plan; null when not answered. */
  strategy: boolean | null;
  /** EDCI: a short-term (five to ten years) GHG reduction target. */
  shortTermTarget: boolean | null;
  /** EDCI: a long-term net-zero goal. */
  netZeroGoal: boolean | null;
  /** Null unless base year, target year and reduction are all published (and the target year is later). */
  target: CompanyTarget | null;
  sbti: SbtiStatus | null;
}

const valueOf = (company: PcafCompanyData, code: string) =>
  company.values.find((v) => v.metricCode === code)?.value;
const bool = (company: PcafCompanyData, code: string) => {
  const v = valueOf(company, code);
  return typeof v === 'boolean' ? v : null;
};
const num = (company: PcafCompanyData, code: string) => {
  const v = valueOf(company, code);
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/** A company's net-zero answers and target, read from its published values. */
export function companyNetZero(company: PcafCompanyData): CompanyNetZero {
  const baseYear = num(company, NET_ZERO_CODES.baseYear);
  const targetYear = num(company, NET_ZERO_CODES.targetYear);
  const reduction = num(company, NET_ZERO_CODES.reduction);
  const scopes = valueOf(company, NET_ZERO_CODES.scopes);
  const sbti = valueOf(company, NET_ZERO_CODES.sbti);
  return {
    companyId: company.companyId,
    name: company.name ?? `Company ${company.companyId}`,
    period: company.period,
    strategy: bool(company, NET_ZERO_CODES.strategy),
    shortTermTarget: bool(company, NET_ZERO_CODES.shortTermTarget),
    netZeroGoal: bool(company, NET_ZERO_CODES.netZeroGoal),
    target:
      baseYear !== null && targetYear !== null && reduction !== null && targetYear > baseYear
        ? {
            baseYear,
            baseEmissions: num(company, NET_ZERO_CODES.baseEmissions),
            targetYear,
            scopes: scopes === 'scopes-1-2-3' ? 'scopes-1-2-3' : 'scopes-1-2',
            reduction,
          }
        : null,
    sbti: SBTI_STATUSES.includes(sbti as SbtiStatus) ? (sbti as SbtiStatus) : null,
  };
}

/** The target in words: "−50 % of scopes 1 and 2 by 2030 from 2019". */
export function targetText(target: CompanyTarget): string {
  const scopes = target.scopes === 'scopes-1-2-3' ? 'scopes 1, 2 and 3' : 'scopes 1 and 2';
  return `−${figureText(target.reduction, 2)} % of ${scopes} by ${target.targetYear} from ${target.baseYear}`;
}

/** The target's linear annual reduction rate, % of the base year per year: reduction ÷ (target year − base year). */
export function annualReductionRate(target: CompanyTarget): number {
  return target.reduction / (target.targetYear - target.baseYear);
}

/**
 * The emissions the target allows each year, falling in a straight line from the base year's to
 * base × (1 − reduction) in the target year, and level after it. Null without base-year emissions.
 */
export function targetTrajectory(
  target: CompanyTarget,
  years: readonly number[],
): Array<{ year: number; emissions: number }> | null {
  if (target.baseEmissions === null) return null;
  const base = target.baseEmissions;
  return years.map((year) => {
    const span = target.targetYear - target.baseYear;
    const elapsed = Math.min(Math.max(year - target.baseYear, 0), span);
    return { year, emissions: base - (base * target.reduction * elapsed) / (span * 100) };
  });
}

const list = (names: readonly string[]) => [...new Set(names)].join(', ');

/**
 * The share of financed emissions (scopes 1 and 2) held in companies whose science-based target is
 * validated; `whatIf` names companies assumed to have one. Over the positions PCAF attributed.
 */
export function sbtiCoverage(
  holdings: readonly FootprintHolding[],
  companies: ReadonlyMap<number, CompanyNetZero>,
  whatIf: ReadonlySet<number> = new Set(),
): FootprintFigure {
  const attributed = holdings.filter((h) => h.financedScope12 !== null && h.companyId !== null);
  const total = attributed.reduce((sum, h) => sum + h.financedScope12!, 0);
  const covered = attributed.filter(
    (h) => whatIf.has(h.companyId!) || companies.get(h.companyId!)?.sbti === 'targets-set',
  );
  const sum = covered.reduce((s, h) => s + h.financedScope12!, 0);
  const assumed = covered.filter(
    (h) => whatIf.has(h.companyId!) && companies.get(h.companyId!)?.sbti !== 'targets-set',
  );
  const formula =
    'Science-based target coverage = financed emissions of the companies with a validated science-based target ÷ all financed emissions (scopes 1 and 2) × 100';
  if (total <= 0)
    return { value: null, unit: '%', formula, lines: ['No figure: no financed emissions attributed.'] };
  const share = (100 * sum) / total;
  return {
    value: share,
    unit: '%',
    formula,
    lines: [
      `Covered: ${covered.length ? covered.map((h) => `${h.name} ${figureText(h.financedScope12, 2)} t`).join(' + ') : 'none'} = ${figureText(sum, 2)} tCO₂e`,
      `All financed emissions: ${figureText(total, 2)} tCO₂e`,
      `Coverage = ${figureText(sum, 2)} ÷ ${figureText(total, 2)} × 100 = ${figureText(share, 2)} %`,
      ...(assumed.length
        ? [`What if: counted as if they had a validated target: ${list(assumed.map((h) => h.name))}.`]
        : []),
    ],
  };
}

/**
 * The parameters of the target-based temperature score: score = intercept + slope × annual reduction
 * rate (% per year), and the score of a company without a target. They are reference data (the method's
 * published regression); the product holds none yet, so the screens pass null.
 */
export interface TemperatureScoreParameters {
  /** The method and version in words, shown with every score. */
  source: string;
  intercept: number;
  slope: number;
  defaultScore: number;
}

export type TemperatureWeighting = 'financed-emissions' | 'value';

/** A company's temperature score (°C) from its target, or the default score without one. */
export function companyTemperatureScore(
  target: CompanyTarget | null,
  params: TemperatureScoreParameters,
): { score: number; text: string } {
  if (!target)
    return {
      score: params.defaultScore,
      text: `no target: default score ${figureText(params.defaultScore, 2)} °C`,
    };
  const rate = annualReductionRate(target);
  const score = params.intercept + params.slope * rate;
  return {
    score,
    text: `${figureText(target.reduction, 2)} % over ${target.targetYear - target.baseYear} years = ${figureText(rate, 4)} % a year; ${figureText(params.intercept, 4)} + ${figureText(params.slope, 4)} × ${figureText(rate, 4)} = ${figureText(score, 4)} °C`,
  };
}

/**
 * The fund's implied temperature rise: the company scores averaged with weights of financed emissions
 * (scopes 1 and 2) or of position value, over the positions PCAF attributed. `whatIf` gives targets
 * assumed for companies ("company X sets a target"). No figure without the method's parameters.
 */
export function impliedTemperatureRise(
  holdings: readonly FootprintHolding[],
  companies: ReadonlyMap<number, CompanyNetZero>,
  params: TemperatureScoreParameters | null,
  weighting: TemperatureWeighting,
  whatIf: ReadonlyMap<number, CompanyTarget> = new Map(),
): FootprintFigure {
  const formula =
    weighting === 'financed-emissions'
      ? 'Implied temperature rise = the sum over companies of (financed emissions ÷ all financed emissions) × the company’s temperature score'
      : 'Implied temperature rise = the sum over companies of (position value ÷ value of the positions scored) × the company’s temperature score';
  if (!params)
    return {
      value: null,
      unit: '°C',
      formula,
      lines: [
        'No figure: the temperature scores need the method’s published regression of temperature on a target’s annual reduction rate and its default score for companies without a target. They are not in the product’s reference data yet, and are never invented.',
      ],
    };
  const attributed = holdings.filter((h) => h.financedScope12 !== null && h.companyId !== null);
  const weightOf = (h: FootprintHolding) =>
    weighting === 'financed-emissions' ? h.financedScope12! : h.value;
  const total = attributed.reduce((s, h) => s + weightOf(h), 0);
  if (total <= 0) return { value: null, unit: '°C', formula, lines: ['No figure: nothing attributed.'] };
  let sum = 0;
  const lines = attributed.map((h) => {
    const target = whatIf.get(h.companyId!) ?? companies.get(h.companyId!)?.target ?? null;
    const { score, text } = companyTemperatureScore(target, params);
    const weight = weightOf(h) / total;
    sum += weight * score;
    return `${h.name}${whatIf.has(h.companyId!) ? ' (what if it sets this target)' : ''}: weight ${figureText(weight, 4)}; ${text}`;
  });
  return {
    value: sum,
    unit: '°C',
    formula,
    lines: [...lines, `Implied temperature rise = ${figureText(sum, 4)} °C (${params.source})`],
  };
}

/**
 * A company's reported emissions in the scopes its target covers (scope 1 + location-based scope 2, plus
 * scope 3 when covered), from the same published values; null when any part is missing.
 */
export function reportedForTarget(company: PcafCompanyData, target: CompanyTarget): number | null {
  const parts = [
    'ghg.scope1',
    'ghg.scope2_location',
    ...(target.scopes === 'scopes-1-2-3' ? ['ghg.scope3'] : []),
  ];
  const values = parts.map((code) => num(company, code));
  return values.some((v) => v === null) ? null : values.reduce<number>((s, v) => s + v!, 0);
}

/**
 * Where a company stands against its own target in a reported year: the emissions the straight line
 * allows that year, the reported ones, both as % of the base year, and the gap (positive = above the line).
 */
export function progressAgainstTarget(
  target: CompanyTarget,
  year: number,
  reported: number,
): { allowed: number; allowedShare: number; reportedShare: number; gap: number } | null {
  const point = targetTrajectory(target, [year])?.[0];
  if (!point || !target.baseEmissions) return null;
  return {
    allowed: point.emissions,
    allowedShare: (100 * point.emissions) / target.baseEmissions,
    reportedShare: (100 * reported) / target.baseEmissions,
    gap: reported - point.emissions,
  };
}
