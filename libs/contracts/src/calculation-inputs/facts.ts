/**
 * Slowly changing facts and the as-of rule (issue 21 finding 2, ADR 0095). Part of the registry of calculation
 * inputs (./index.ts): the calculations that read these codes (PAI, PCAF) take them with this rule.
 *
 * A company's enterprise value, balance sheet, revenue, sector, country, head count and listing change slowly
 * and are often left out of a newer questionnaire that asks about something else (an ESG questionnaire has no
 * EVIC). For these facts only, a calculation takes the value as of the year of the data it combines them with:
 * the latest value at or before that year, if it is no older than the maximum age (by default the prior fiscal
 * year). A fact taken from an earlier period is marked "carried from {period}" with its age wherever the figure
 * shows how it was made. An explicit "not available" (or "not applicable") is an answer: nothing older replaces
 * it. Every other metric still comes from one period only (ADR 0058): a ratio of this year's emissions never
 * divides by last year's emissions.
 */
import { parsePeriod } from '../period';

export const SLOWLY_CHANGING_FACTS = [
  'company.evic',
  'company.total_equity',
  'company.total_debt',
  'company.total_assets',
  'company.revenue',
  'company.nace',
  'company.country',
  'company.fte',
  'company.listed',
] as const;
export type SlowlyChangingFact = (typeof SLOWLY_CHANGING_FACTS)[number];

const FACTS: ReadonlySet<string> = new Set(SLOWLY_CHANGING_FACTS);
export const isSlowlyChangingFact = (code: string): code is SlowlyChangingFact => FACTS.has(code);

/** The default maximum age of a carried fact, in fiscal years: the prior fiscal year. */
export const DEFAULT_FACT_MAX_AGE_YEARS = 1;
/** The largest maximum age a deployment may set (FACT_MAX_AGE_YEARS). */
export const MAX_FACT_MAX_AGE_YEARS = 10;

/** One period's answer to a fact: a value, or (value null) an explicit "not available" / "not applicable". */
export interface FactAnswer<S = unknown> {
  /** The reporting period: `2024`, `2025-H1`, `2025-Q3`. */
  period: string;
  /** The value in the metric's canonical unit; null for an explicit "not available" or "not applicable". */
  value: unknown;
  /** The value's status; only used to word an explicit answer ("not available" when not given). */
  status?: 'provided' | 'not_available' | 'not_applicable';
  /** What the caller wants back with the answer (a value version, a publication). */
  source: S;
}

export type FactAsOf<S = unknown> =
  /** The latest value at or before the year, `ageYears` before it (0: of that year). */
  | { kind: 'value'; answer: FactAnswer<S>; year: number; ageYears: number }
  /** The latest answer is an explicit "not available" / "not applicable": nothing older replaces it. */
  | { kind: 'explicit'; answer: FactAnswer<S>; year: number; ageYears: number }
  /** The latest value is older than the maximum age: not taken. */
  | { kind: 'too-old'; answer: FactAnswer<S>; year: number; ageYears: number }
  /** Never answered at or before the year. */
  | { kind: 'none' };

const yearOf = (period: string): number => parsePeriod(period).year;
const answered = (a: FactAnswer): boolean => a.value !== null && a.value !== undefined;

/**
 * The as-of rule for one fact. `answers` are the company's answers in the order they were published (a later
 * publication of the same year wins); answers of a year after `asOfYear` are not looked at. The latest year with
 * an answer decides: a value there is taken (if no older than `maxAgeYears`), an explicit answer there stops the
 * search. Within one year a value wins over an explicit answer (two questionnaires of the year, one of them
 * silent on it, say the same fact).
 */
export function factAsOf<S>(
  answers: readonly FactAnswer<S>[],
  asOfYear: number,
  maxAgeYears: number = DEFAULT_FACT_MAX_AGE_YEARS,
): FactAsOf<S> {
  let latestYear: number | null = null;
  for (const a of answers) {
    const year = yearOf(a.period);
    if (year <= asOfYear && (latestYear === null || year > latestYear)) latestYear = year;
  }
  if (latestYear === null) return { kind: 'none' };
  const ofYear = answers.filter((a) => yearOf(a.period) === latestYear);
  const ageYears = asOfYear - latestYear;
  const withValue = ofYear.filter(answered);
  if (withValue.length === 0)
    return { kind: 'explicit', answer: ofYear[ofYear.length - 1], year: latestYear, ageYears };
  const answer = withValue[withValue.length - 1];
  if (ageYears > maxAgeYears) return { kind: 'too-old', answer, year: latestYear, ageYears };
  return { kind: 'value', answer, year: latestYear, ageYears };
}

/** A fact a figure took from an earlier period than the rest of the company's data. */
export interface CarriedFact {
  metricCode: string;
  /** The period the value was published for. */
  period: string;
  /** Fiscal years between that period and the data it was combined with. */
  ageYears: number;
}

const years = (n: number): string => (n === 1 ? '1 year' : `${n} years`);

/** "carried from 2024, 1 year old": how a carried fact is marked wherever a figure shows its inputs. */
export const carriedText = (fact: Pick<CarriedFact, 'period' | 'ageYears'>): string =>
  `carried from ${fact.period}, ${years(fact.ageYears)} old`;

/** Why an older value was not taken, in words; null when the rule took one or there was none. */
export function notCarriedText(result: FactAsOf, maxAgeYears: number): string | null {
  switch (result.kind) {
    case 'explicit':
      return `reported as ${result.answer.status === 'not_applicable' ? 'not applicable' : 'not available'} for ${result.answer.period}; an older value is not used in its place`;
    case 'too-old':
      return `the latest value, of ${result.answer.period}, is ${years(result.ageYears)} old: older than the maximum age of ${years(maxAgeYears)}`;
    case 'value':
    case 'none':
      return null;
  }
}
