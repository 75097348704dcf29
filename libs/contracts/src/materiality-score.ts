/*
 * Double materiality (issue 12, docs/materiality.md, ADR 0042): the scoring of ESRS sustainability matters
 * by impact (scale, scope, irremediable character, likelihood) and by financial effect (magnitude,
 * likelihood), against thresholds the company sets. Pure, shared by the reporting service (which keeps
 * the results out of storage and computes them on read) and the SPA (which shows them while one scores).
 *
 * Every criterion is scored 1 (lowest) to 5 (highest). ESRS 1 §43–§49 and EFRAG IG 1 describe the
 * criteria; the formulas below are the product's, chosen so a person checks each figure by hand:
 *   severity         = mean of scale, scope and irremediable character (negative impacts);
 *                      mean of scale and scope (positive impacts: nothing to remediate)
 *   impact score     = severity                         for an actual impact (it happened: likelihood 5)
 *                      severity × likelihood ÷ 5        for a potential impact
 *                      severity                         for a potential negative human-rights impact
 *                                                       (social topics: severity takes precedence, ESRS 1 §45)
 *   financial score  = magnitude × likelihood ÷ 5
 * Both scores lie between 0.2 and 5. A matter is material when either score reaches its threshold.
 */

import type { MaterialBy } from './materiality';

export type ImpactKind = 'actual' | 'potential';
export type ImpactEffect = 'negative' | 'positive';

export interface ImpactScores {
  kind: ImpactKind;
  effect: ImpactEffect;
  scale: number;
  scope: number;
  /** Negative impacts only; ignored for positive ones. */
  irremediability: number | null;
  /** Potential impacts only; an actual impact's likelihood is 5. */
  likelihood: number | null;
}

export interface FinancialScores {
  magnitude: number;
  likelihood: number;
}

export interface MatterScores {
  subTopicId: string;
  impact: ImpactScores | null;
  financial: FinancialScores | null;
  rationale: string;
}

export interface Thresholds {
  impact: number;
  financial: number;
}

/** The scores of one matter and whether it is material (the API adds its topic). */
export interface MatterScoring {
  subTopicId: string;
  severity: number | null;
  impactScore: number | null;
  financialScore: number | null;
  materialBy: MaterialBy | null;
  /** How each score was made, in words with the numbers. */
  howMade: { impact: string | null; financial: string | null };
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

export function severityOf(impact: ImpactScores): number {
  return impact.effect === 'negative'
    ? (impact.scale + impact.scope + (impact.irremediability ?? 0)) / 3
    : (impact.scale + impact.scope) / 2;
}

/** The impact score of a matter; `humanRights` for the social topics (S1–S4). */
export function impactScore(impact: ImpactScores, humanRights: boolean): { score: number; howMade: string } {
  const severity = severityOf(impact);
  const parts =
    impact.effect === 'negative'
      ? `(${impact.scale} + ${impact.scope} + ${impact.irremediability}) ÷ 3`
      : `(${impact.scale} + ${impact.scope}) ÷ 2`;
  const sev = `severity ${parts} = ${round(severity)}`;
  if (impact.kind === 'actual') return { score: round(severity), howMade: `${sev}; actual impact` };
  if (humanRights && impact.effect === 'negative')
    return {
      score: round(severity),
      howMade: `${sev}; potential negative human-rights impact: severity takes precedence over likelihood`,
    };
  const likelihood = impact.likelihood ?? 0;
  return {
    score: round((severity * likelihood) / 5),
    howMade: `${sev}; × likelihood ${likelihood} ÷ 5 = ${round((severity * likelihood) / 5)}`,
  };
}

export function financialScore(financial: FinancialScores): { score: number; howMade: string } {
  const score = round((financial.magnitude * financial.likelihood) / 5);
  return {
    score,
    howMade: `magnitude ${financial.magnitude} × likelihood ${financial.likelihood} ÷ 5 = ${score}`,
  };
}

/** Material when either perspective reaches its threshold (double materiality, ESRS 1 §28). */
export function materialBy(
  impact: number | null,
  financial: number | null,
  thresholds: Thresholds,
): MaterialBy | null {
  const byImpact = impact !== null && impact >= thresholds.impact;
  const byFinancial = financial !== null && financial >= thresholds.financial;
  if (byImpact && byFinancial) return 'both';
  if (byImpact) return 'impact';
  if (byFinancial) return 'financial';
  return null;
}

export function scoreMatter(
  matter: MatterScores,
  thresholds: Thresholds,
  humanRights: boolean,
): MatterScoring {
  const impact = matter.impact ? impactScore(matter.impact, humanRights) : null;
  const financial = matter.financial ? financialScore(matter.financial) : null;
  return {
    subTopicId: matter.subTopicId,
    severity: matter.impact ? round(severityOf(matter.impact)) : null,
    impactScore: impact?.score ?? null,
    financialScore: financial?.score ?? null,
    materialBy: materialBy(impact?.score ?? null, financial?.score ?? null, thresholds),
    howMade: { impact: impact?.howMade ?? null, financial: financial?.howMade ?? null },
  };
}

/** A criterion is a whole number from 1 to 5; the problems of a matter's scores, in words (empty: fine). */
export function problemsOf(matter: MatterScores): string[] {
  const problems: string[] = [];
  const check = (name: string, v: number | null | undefined, needed: boolean) => {
    if (v === null || v === undefined) {
      if (needed) problems.push(`${matter.subTopicId}: ${name} is required`);
      return;
    }
    if (!Number.isInteger(v) || v < 1 || v > 5)
      problems.push(`${matter.subTopicId}: ${name} must be a whole number from 1 to 5`);
  };
  if (matter.impact) {
    check('scale', matter.impact.scale, true);
    check('scope', matter.impact.scope, true);
    check('irremediable character', matter.impact.irremediability, matter.impact.effect === 'negative');
    check('likelihood of the impact', matter.impact.likelihood, matter.impact.kind === 'potential');
  }
  if (matter.financial) {
    check('magnitude', matter.financial.magnitude, true);
    check('financial likelihood', matter.financial.likelihood, true);
  }
  return problems;
}
