import type {
  CanonicalValue,
  FrameworkCondition,
  FrameworkMetric,
  FrameworkSection,
  Tier,
} from '@esg/contracts';

/**
 * A framework version as stored: a tree of sections that refer to dictionary codes
 * (docs/data-collection.md, "Frameworks"). Pure functions over the tree: which metrics apply to a
 * company, which are required at its tier, and completion.
 */
export interface TierRule {
  tier: Tier;
  label: string;
  minFte: number | null;
  maxFte: number | null;
}

const TIER_RANK: Record<Tier, number> = { minimum: 1, intermediate: 2, full: 3, optional: 99 };

/** Invest Europe (sheet "0. Background & Use"): Minimum < 15 FTE, Intermediate 15–250, Full > 250. */
export function tierForFte(rules: readonly TierRule[], fte: number): Tier {
  for (const rule of rules) {
    if ((rule.minFte === null || fte >= rule.minFte) && (rule.maxFte === null || fte <= rule.maxFte))
      return rule.tier;
  }
  return 'full';
}

export function* metricsOf(
  sections: readonly FrameworkSection[],
): Generator<{ metric: FrameworkMetric; path: FrameworkSection[] }> {
  const walk = function* (
    nodes: readonly FrameworkSection[],
    path: FrameworkSection[],
  ): Generator<{ metric: FrameworkMetric; path: FrameworkSection[] }> {
    for (const node of nodes) {
      const here = [...path, node];
      for (const metric of node.metrics) yield { metric, path: here };
      yield* walk(node.sections, here);
    }
  };
  yield* walk(sections, []);
}

export function codesOf(sections: readonly FrameworkSection[]): string[] {
  const codes = new Set<string>();
  for (const { metric } of metricsOf(sections)) codes.add(metric.code);
  return [...codes];
}

/**
 * Sections for a company type and the optional modules a request includes: those whose companyType
 * condition excludes the company, or whose module the request left out, are dropped.
 */
export function sectionsFor(
  sections: readonly FrameworkSection[],
  companyType: string,
  modules: readonly string[] = [],
): FrameworkSection[] {
  return sections
    .filter((s) => s.condition?.kind !== 'companyType' || (s.condition.in as string[]).includes(companyType))
    .filter((s) => s.condition?.kind !== 'module' || s.condition.in.some((m) => modules.includes(m)))
    .map((s) => ({ ...s, sections: sectionsFor(s.sections, companyType, modules) }))
    .filter((s) => s.metrics.length > 0 || s.sections.length > 0);
}

export type Answers = (code: string) => CanonicalValue | undefined;

export function conditionHolds(condition: FrameworkCondition | null, answers: Answers): boolean {
  // Company types and modules are decided when a response is created (sectionsFor).
  if (!condition || condition.kind === 'companyType' || condition.kind === 'module') return true;
  const answer = answers(condition.metricCode);
  if (answer === undefined || answer === null) return false;
  const given: unknown[] = Array.isArray(answer) ? answer : [answer];
  return given.some((a) => (condition.in as unknown[]).includes(a));
}

export interface Applicability {
  applies: boolean;
  required: boolean;
}

/** Whether a metric applies (its conditions and those of its sections hold) and is required at `tier`. */
export function applicability(
  metric: FrameworkMetric,
  path: readonly FrameworkSection[],
  answers: Answers,
  tier: Tier | null,
): Applicability {
  const applies =
    conditionHolds(metric.condition, answers) && path.every((s) => conditionHolds(s.condition, answers));
  const tierOk =
    metric.tier === null ||
    (metric.tier !== 'optional' && tier !== null && TIER_RANK[metric.tier] <= TIER_RANK[tier]);
  return { applies, required: applies && metric.required && tierOk };
}

export interface CompletionCount {
  required: number;
  answered: number;
  percent: number;
}

export interface Completeness extends CompletionCount {
  /** The required codes without an answer, in the order given: what stands between the response and submit. */
  missing: string[];
}

/**
 * The one completeness rule (issue 21, finding 5): of the codes required now, those with an answer
 * (a value, or not applicable / not available with a reason). The questionnaire's counts, the submit
 * dialog, the monitoring table, the list and the server's submit rule all read it, so they cannot
 * disagree. `within` narrows it to what one person is asked (a contributor's assignment).
 */
export function completeness(
  required: Iterable<string>,
  answered: (code: string) => boolean,
  within?: ReadonlySet<string>,
): Completeness {
  const codes = [...new Set(required)].filter((code) => !within || within.has(code));
  const missing = codes.filter((code) => !answered(code));
  const count = codes.length - missing.length;
  return {
    required: codes.length,
    answered: count,
    percent: codes.length === 0 ? 100 : Math.floor((count / codes.length) * 100),
    missing,
  };
}

/** The counts alone, as events and lists carry them. */
export const countsOf = ({ required, answered, percent }: CompletionCount): CompletionCount => ({
  required,
  answered,
  percent,
});
