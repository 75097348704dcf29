import { overallGrade } from '@esg/access-policy';
import { TCFD_NOT_APPLICABLE, type TcfdAnswer, type TcfdResult, type TcfdStatement } from '@esg/contracts';

import type { Provenance } from '../provenance';
import { scoringError } from '../scoring.errors';

/*
 * TCFD scoring exactly as spec 5: per indicator the highest selected option score counts; a
 * dimension scores round(100 × Σ selected / Σ maximum possible) over its answered indicators, the
 * denominator taken as 1 when it is 0; the overall score is the rounded average of the four
 * dimensions; the grade is libs/access-policy's overallGrade (spec 4's bands, ADR 0190).
 * 'Not Applicable' has no score: an indicator answered only so is left out of both sums.
 */

export interface TcfdOption {
  option: string;
  /** 1-4; null for 'Not Applicable'. */
  score: number | null;
  feedback: string;
  recommendations: string[];
}

export interface TcfdIndicator {
  code: string;
  indicator: string;
  response: 'single' | 'list';
  options: TcfdOption[];
  dimension: string;
  gics: string;
  disclosure: string;
}

export interface TcfdStatementRule {
  kind: 'scope-calculation' | 'largest-source';
  /** Indicator code per scope: { '1': 'TCFD-AA-110a.30', … }. */
  codes: Record<'1' | '2' | '3', string>;
  /** Text per variant: `none`, `1`, `2`, `3`, `1+2`, `1+3`, `2+3`, `1+2+3`; `{scopeN}` is scope N's option. */
  variants: Record<string, string>;
}

export interface TcfdQuestionnaire {
  version: string;
  dimensions: Array<{ name: string; indicators: TcfdIndicator[] }>;
  statements: TcfdStatementRule[];
}

export const TCFD_FORMULAS = {
  dimension: 'tcfd.dimension-score.v1',
  overall: 'tcfd.overall-score.v1',
} as const;

const invalid = (message: string, details?: Record<string, unknown>) =>
  scoringError('TCFD.UNPROCESSABLE', message, details);

interface IndicatorAnswer {
  indicator: TcfdIndicator;
  options: TcfdOption[];
  /** The highest-scored option selected; null when only 'Not Applicable' is. */
  counting: TcfdOption | null;
  justification: string | null;
}

/** Checks every answer against the questionnaire: codes, options, single/list, 'Not Applicable' alone. */
export function readAnswers(
  questionnaire: TcfdQuestionnaire,
  answers: readonly TcfdAnswer[],
): Map<string, IndicatorAnswer> {
  const indicators = new Map(
    questionnaire.dimensions.flatMap((d) => d.indicators.map((i) => [i.code, i] as const)),
  );
  const read = new Map<string, IndicatorAnswer>();
  answers.forEach((answer, index) => {
    const indicator = indicators.get(answer.code);
    if (!indicator)
      throw invalid(`answers.${index}.code: '${answer.code}' is not an indicator of the TCFD questionnaire`, {
        code: answer.code,
      });
    if (read.has(answer.code))
      throw invalid(`answers.${index}.code: '${answer.code}' is answered twice`, { code: answer.code });
    const selected = [...new Set(answer.selected)];
    const options = selected.map((text) => {
      const option = indicator.options.find((o) => o.option === text);
      if (!option)
        throw invalid(`answers.${index}.selected: '${text}' is not an option of ${answer.code}`, {
          code: answer.code,
          option: text,
        });
      return option;
    });
    if (options.length > 1 && options.some((o) => o.score === null))
      throw invalid(
        `answers.${index}.selected: '${TCFD_NOT_APPLICABLE}' cannot be chosen with other options of ${answer.code}`,
        {
          code: answer.code,
        },
      );
    if (indicator.response === 'single' && options.length > 1)
      throw invalid(`answers.${index}.selected: ${answer.code} takes one option, not ${options.length}`, {
        code: answer.code,
      });
    if (options.length === 0) return;
    const scored = options.filter((o) => o.score !== null);
    const counting = scored.reduce<TcfdOption | null>(
      (best, o) => (best === null || o.score! > best.score! ? o : best),
      null,
    );
    read.set(answer.code, { indicator, options, counting, justification: answer.justification ?? null });
  });
  return read;
}

const maxScore = (indicator: TcfdIndicator) => Math.max(0, ...indicator.options.map((o) => o.score ?? 0));

function scopeSet(rule: TcfdStatementRule, answered: Map<string, IndicatorAnswer>): Array<'1' | '2' | '3'> {
  return (['1', '2', '3'] as const).filter((scope) => {
    const answer = answered.get(rule.codes[scope]);
    return answer !== undefined && answer.options.some((o) => o.option !== TCFD_NOT_APPLICABLE);
  });
}

/** The TCFD-AA-110a.30-.35 statements: one of eight variants each, by the scopes answered and not 'Not Applicable'. */
export function tcfdStatements(
  questionnaire: TcfdQuestionnaire,
  answered: Map<string, IndicatorAnswer>,
): TcfdStatement[] {
  return questionnaire.statements.map((rule) => {
    const scopes = scopeSet(rule, answered);
    const variant = scopes.length ? scopes.join('+') : 'none';
    const template = rule.variants[variant];
    if (template === undefined)
      throw new Error(`The TCFD questionnaire has no '${variant}' variant of ${rule.kind}`);
    const text = template.replace(/\{scope([123])\}/g, (_match, scope: '1' | '2' | '3') =>
      (answered.get(rule.codes[scope])?.options ?? []).map((o) => o.option).join(', '),
    );
    return { kind: rule.kind, variant, codes: Object.values(rule.codes), text };
  });
}

export function scoreTcfd(
  questionnaire: TcfdQuestionnaire,
  answers: readonly TcfdAnswer[],
  computedAt: string,
): TcfdResult {
  const answered = readAnswers(questionnaire, answers);
  const reference = [`tcfd-questionnaire.json v${questionnaire.version}`];
  const dimensions = questionnaire.dimensions.map((dimension) => {
    const counted = dimension.indicators
      .map((indicator) => answered.get(indicator.code))
      .filter((a): a is IndicatorAnswer => a !== undefined && a.counting !== null);
    const selected = counted.reduce((sum, a) => sum + a.counting!.score!, 0);
    const maximum = counted.reduce((sum, a) => sum + maxScore(a.indicator), 0);
    const score = Math.round((100 * selected) / (maximum === 0 ? 1 : maximum));
    const provenance: Provenance = {
      formula: TCFD_FORMULAS.dimension,
      expression: `round(100 × ${selected} / ${maximum === 0 ? '1 (no answered indicator: denominator 1)' : maximum}) = ${score}`,
      inputs: Object.fromEntries(
        counted.map((a) => [
          a.indicator.code,
          { option: a.counting!.option, score: a.counting!.score, maximum: maxScore(a.indicator) },
        ]),
      ),
      referenceData: reference,
      computedAt,
    };
    return {
      name: dimension.name,
      score,
      selected,
      maximum,
      answered: counted.length,
      indicators: dimension.indicators.length,
      provenance,
    };
  });
  const overall = Math.round(dimensions.reduce((sum, d) => sum + d.score, 0) / dimensions.length);
  const recommendations = questionnaire.dimensions.flatMap((dimension) =>
    dimension.indicators.flatMap((indicator) => {
      const answer = answered.get(indicator.code);
      const option = answer?.counting;
      if (!option || option.recommendations.length === 0) return [];
      return [
        {
          dimension: dimension.name,
          code: indicator.code,
          indicator: indicator.indicator,
          option: option.option,
          score: option.score!,
          feedback: option.feedback,
          recommendations: option.recommendations,
        },
      ];
    }),
  );
  return {
    dimensions,
    overall,
    grade: overallGrade(overall),
    recommendations,
    statements: tcfdStatements(questionnaire, answered),
    questionnaireVersion: questionnaire.version,
    provenance: {
      formula: TCFD_FORMULAS.overall,
      expression: `round((${dimensions.map((d) => d.score).join(' + ')}) / ${dimensions.length}) = ${overall}; grade ${overallGrade(overall)}`,
      inputs: Object.fromEntries(dimensions.map((d) => [d.name, d.score])),
      referenceData: reference,
      computedAt,
    },
  };
}
