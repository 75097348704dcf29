/*
 * The ESG scorecard (issue 12, ADR 0046, docs/scorecards.md): a company's published values of a period turned
 * into KPI points (0–100), pillar scores, an overall score and its grade (spec 4 bands, `overallGrade`). The
 * method — KPIs, rules, bands, weights — is reference data (product/scorecard-method.json); this is pure.
 */
import { overallGrade, type OverallGrade } from '@esg/access-policy';

export type KpiRule = 'lower-bands' | 'higher-bands' | 'linear' | 'boolean';
export type KpiCompute = 'value' | 'absolute' | 'sum-per-revenue' | 'per-100-fte' | 'share';

export interface KpiDefinition {
  id: string;
  title: string;
  formula: string;
  unit: string;
  inputs: string[];
  compute: KpiCompute;
  rule: KpiRule;
  bands?: Array<[number, number]>;
  source?: string;
}

export interface ScorecardMethod {
  version: string;
  rules: Record<KpiRule, string>;
  pillars: Array<{ id: string; title: string; weight: number; kpis: KpiDefinition[] }>;
}

export interface KpiScore {
  id: string;
  title: string;
  formula: string;
  unit: string;
  rule: string;
  inputs: Array<{ code: string; value: unknown }>;
  /** The KPI's value computed from the inputs (1 or 0 for yes/no); null when an input is missing. */
  value: number | null;
  points: number | null;
  /** Input codes without a usable value: why the KPI is not scored. */
  missing: string[];
}

export interface PillarScore {
  id: string;
  title: string;
  weight: number;
  /** Mean of the scored KPIs' points; null when none is scored. */
  score: number | null;
  scored: number;
  kpis: KpiScore[];
}

export interface EsgScorecard {
  method: string;
  pillars: PillarScore[];
  /** round(Σ weight × pillar score ÷ Σ weight); null unless every pillar has a score. */
  overall: number | null;
  grade: OverallGrade | null;
  coverage: { scored: number; total: number };
  formulas: Record<string, string>;
}

export const SCORECARD_FORMULAS = {
  kpi: 'each KPI turns its value into 0–100 points by its rule (lower-bands, higher-bands, linear, boolean)',
  pillar: 'pillar score = mean of the points of its KPIs that could be scored',
  overall:
    'overall = round(Σ pillar weight × pillar score ÷ Σ pillar weight), given only when every pillar has a score',
  grade: 'grade of the overall score: 0–25 Weak, 26–50 Average, 51–75 Good, 76–100 Excellent',
} as const;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The KPI's value from its inputs, or the codes that are missing. */
export function kpiValue(
  kpi: Pick<KpiDefinition, 'inputs' | 'compute'>,
  values: Readonly<Record<string, unknown>>,
): { value: number | null; missing: string[] } {
  const raw = kpi.inputs.map((code) => values[code]);
  if (kpi.compute === 'value' && typeof raw[0] === 'boolean') return { value: raw[0] ? 1 : 0, missing: [] };
  const nums = raw.map(num);
  const missing = kpi.inputs.filter((_, i) => nums[i] === null);
  if (missing.length) return { value: null, missing };
  const n = nums as number[];
  switch (kpi.compute) {
    case 'value':
      return { value: n[0], missing };
    case 'absolute':
      return { value: Math.abs(n[0]), missing };
    case 'sum-per-revenue': {
      const revenue = n[n.length - 1];
      if (revenue <= 0) return { value: null, missing: [kpi.inputs[kpi.inputs.length - 1]] };
      return { value: n.slice(0, -1).reduce((s, v) => s + v, 0) / (revenue / 1_000_000), missing };
    }
    case 'per-100-fte':
      if (n[1] <= 0) return { value: null, missing: [kpi.inputs[1]] };
      return { value: (n[0] / n[1]) * 100, missing };
    case 'share':
      if (n[1] <= 0) return { value: null, missing: [kpi.inputs[1]] };
      return { value: (n[0] / n[1]) * 100, missing };
  }
}

/** The points (0–100) of a KPI value under its rule. */
export function kpiPoints(kpi: Pick<KpiDefinition, 'rule' | 'bands'>, value: number): number {
  switch (kpi.rule) {
    case 'boolean':
      return value ? 100 : 0;
    case 'linear':
      return Math.min(100, Math.max(0, value));
    case 'lower-bands':
      return (kpi.bands ?? []).find(([bound]) => value <= bound)?.[1] ?? 0;
    case 'higher-bands':
      return (kpi.bands ?? []).find(([bound]) => value >= bound)?.[1] ?? 0;
  }
}

export function scoreScorecard(
  method: ScorecardMethod,
  values: Readonly<Record<string, unknown>>,
): EsgScorecard {
  const pillars: PillarScore[] = method.pillars.map((p) => {
    const kpis: KpiScore[] = p.kpis.map((k) => {
      const { value, missing } = kpiValue(k, values);
      return {
        id: k.id,
        title: k.title,
        formula: k.formula,
        unit: k.unit,
        rule: `${method.rules[k.rule]}${k.bands ? `: ${k.bands.map(([b, pts]) => `${k.rule === 'lower-bands' ? '≤' : '≥'} ${b} → ${pts}`).join(', ')}` : ''}${k.source ? ` (${k.source})` : ''}`,
        inputs: k.inputs.map((code) => ({ code, value: values[code] ?? null })),
        value,
        points: value === null ? null : kpiPoints(k, value),
        missing,
      };
    });
    const scored = kpis.filter((k) => k.points !== null);
    return {
      id: p.id,
      title: p.title,
      weight: p.weight,
      score: scored.length ? scored.reduce((s, k) => s + k.points!, 0) / scored.length : null,
      scored: scored.length,
      kpis,
    };
  });
  const complete = pillars.every((p) => p.score !== null);
  const weight = pillars.reduce((s, p) => s + p.weight, 0);
  const overall =
    complete && weight > 0 ? Math.round(pillars.reduce((s, p) => s + p.weight * p.score!, 0) / weight) : null;
  return {
    method: method.version,
    pillars,
    overall,
    grade: overall === null ? null : overallGrade(overall),
    coverage: {
      scored: pillars.reduce((s, p) => s + p.scored, 0),
      total: pillars.reduce((s, p) => s + p.kpis.length, 0),
    },
    formulas: SCORECARD_FORMULAS,
  };
}
