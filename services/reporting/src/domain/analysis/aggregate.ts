/*
 * Portfolio aggregates of published metric values (issue 12, docs/analysis.md "Aggregates"). Pure: the
 * projection hands in the values of the companies of a GP (or a fund) for one period, each with the
 * weight of the investment in it, and keeps what these functions answer.
 */

export type Quality = 'reported' | 'estimated' | 'audited';

/**
 * How the values of a metric combine across companies, decided by its type and unit:
 * - `additive`: amounts and counts (EUR, tCO2e, MWh, people, …): sum, simple and value-weighted mean;
 * - `average`: percentages, ratios, scores and per-unit intensities: simple and value-weighted mean (a
 *   sum of percentages means nothing);
 * - `share`: yes/no answers: the share of companies answering yes (simple and value-weighted);
 * - `categorical`: choices, texts and dates: how many companies gave each answer.
 */
export type AggregationKind = 'additive' | 'average' | 'share' | 'categorical';

export interface MetricShape {
  code: string;
  /** The dictionary type when known (metrics-core.json, product dictionary), else inferred from the value. */
  type: string | null;
  unit: string;
}

const INTENSIVE_UNITS = new Set(['%', 'ratio', 'score']);
/** Codes that name a rate, share or per-unit quantity although their unit looks additive (h per FTE). */
const INTENSIVE_CODE = /(_per_|_rate$|_share$|intensity|_ratio$|_score$|_gap$)/;

export function aggregationKind(metric: MetricShape): AggregationKind {
  const type = metric.type;
  if (type === 'boolean') return 'share';
  if (type === 'choice' || type === 'multi-choice' || type === 'text' || type === 'date')
    return 'categorical';
  if (type === 'percent') return 'average';
  if (INTENSIVE_UNITS.has(metric.unit) || metric.unit.includes('/')) return 'average';
  if (INTENSIVE_CODE.test(metric.code)) return 'average';
  return 'additive';
}

/** The kind from a value when the dictionary does not know the code (imported frameworks). */
export function inferType(value: unknown, unit: string): string | null {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return unit === '%' ? 'percent' : 'number';
  if (Array.isArray(value)) return 'multi-choice';
  if (typeof value === 'string') return 'text';
  return null;
}

export interface AggregateInput {
  companyId: number;
  value: unknown;
  /** Current value of the investment in the company (EUR) at the period's last quarter end; 0 when not held. */
  weight: number;
  quality: Quality | null;
  valueVersionId: string;
  /** The scope owner's override used instead of the published value (ADR 0184): the original kept. */
  override?: {
    original: { value: unknown; unit: string; valueVersionId: string };
    reason: string;
    byName: string | null;
    at: string;
  };
}

export interface QualityCounts {
  reported: number;
  estimated: number;
  audited: number;
  unknown: number;
}

export interface Aggregate {
  kind: AggregationKind;
  /** Companies with a usable value (numbers for additive/average, booleans for share, any answer for categorical). */
  count: number;
  sum: number | null;
  mean: number | null;
  weightedMean: number | null;
  /** Σ weights of the companies in the weighted mean (EUR). */
  weightTotal: number;
  min: number | null;
  max: number | null;
  median: number | null;
  /** Answer → companies (categorical; for share the yes and no counts). */
  distribution: Record<string, number> | null;
  quality: QualityCounts;
  /** Share of the companies counted whose value is estimated (0–1). */
  estimatedShare: number | null;
  /** How each figure is made, in words a reader checks by hand. */
  formulas: Record<string, string>;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The median of numbers (mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function qualityOf(inputs: readonly AggregateInput[]): {
  quality: QualityCounts;
  estimatedShare: number | null;
} {
  const quality: QualityCounts = { reported: 0, estimated: 0, audited: 0, unknown: 0 };
  for (const i of inputs) quality[i.quality ?? 'unknown']++;
  return { quality, estimatedShare: inputs.length ? quality.estimated / inputs.length : null };
}

function weighted(inputs: ReadonlyArray<{ x: number; weight: number }>): {
  weightedMean: number | null;
  weightTotal: number;
} {
  let total = 0;
  let sum = 0;
  for (const i of inputs) {
    if (!(i.weight > 0)) continue;
    total += i.weight;
    sum += i.weight * i.x;
  }
  return { weightedMean: total > 0 ? sum / total : null, weightTotal: total };
}

/**
 * The aggregate of one metric over the companies of a scope and period. Companies without a usable value
 * are not counted (never read as 0); a company not held (weight 0) counts in the simple figures only.
 */
export function aggregate(kind: AggregationKind, all: readonly AggregateInput[]): Aggregate {
  const empty = {
    sum: null,
    mean: null,
    weightedMean: null,
    weightTotal: 0,
    min: null,
    max: null,
    median: null,
    distribution: null,
  };
  if (kind === 'categorical') {
    const used = all.filter((i) => i.value !== null && i.value !== undefined && i.value !== '');
    const distribution: Record<string, number> = {};
    for (const i of used)
      for (const answer of Array.isArray(i.value) ? i.value : [i.value])
        distribution[String(answer)] = (distribution[String(answer)] ?? 0) + 1;
    return {
      kind,
      count: used.length,
      ...empty,
      distribution,
      ...qualityOf(used),
      formulas: { distribution: 'companies giving each answer' },
    };
  }
  if (kind === 'share') {
    const used = all.filter((i) => typeof i.value === 'boolean');
    const yes = used.filter((i) => i.value === true).length;
    const w = weighted(used.map((i) => ({ x: i.value === true ? 1 : 0, weight: i.weight })));
    return {
      kind,
      count: used.length,
      ...empty,
      mean: used.length ? yes / used.length : null,
      ...w,
      distribution: { yes, no: used.length - yes },
      ...qualityOf(used),
      formulas: {
        mean: 'companies answering yes ÷ companies answering',
        weightedMean:
          'Σ investment value of companies answering yes ÷ Σ investment value of companies answering',
      },
    };
  }
  const used = all.filter((i) => finite(i.value));
  const xs = used.map((i) => i.value as number);
  const sum = xs.reduce((s, x) => s + x, 0);
  const w = weighted(used.map((i) => ({ x: i.value as number, weight: i.weight })));
  return {
    kind,
    count: used.length,
    sum: kind === 'additive' && used.length ? sum : null,
    mean: used.length ? sum / used.length : null,
    ...w,
    min: used.length ? Math.min(...xs) : null,
    max: used.length ? Math.max(...xs) : null,
    median: median(xs),
    distribution: null,
    ...qualityOf(used),
    formulas: {
      ...(kind === 'additive' ? { sum: 'Σ value of every company with a value' } : {}),
      mean: 'Σ value ÷ number of companies with a value',
      weightedMean: 'Σ (value × investment value) ÷ Σ investment value, companies held at the period end',
      median: 'middle value (mean of the middle two for an even count)',
    },
  };
}

/** Change from the previous period: absolute and relative (null when either is missing or the base is 0). */
export function change(
  current: number | null,
  previous: number | null,
): { absolute: number | null; relative: number | null } {
  if (current === null || previous === null) return { absolute: null, relative: null };
  return {
    absolute: current - previous,
    relative: previous === 0 ? null : (current - previous) / Math.abs(previous),
  };
}
