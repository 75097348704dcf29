/*
 * Trends (issue 12, docs/analysis.md "Trends"): a metric over periods for a company, a fund or the
 * portfolio. Pure: the query hands in the read model's values and aggregates; these functions choose the
 * figure of each point, its quality and the change over the range.
 */
import {
  aggregate,
  change,
  type AggregateInput,
  type AggregationKind,
  type Quality,
  type QualityCounts,
} from './aggregate';
import { comparePeriods } from './periods';

export type TrendFigure = 'headline' | 'sum' | 'mean' | 'weightedMean' | 'median';
export type PointQuality = 'reported' | 'estimated' | 'audited' | 'mixed' | 'unknown';

/**
 * The quality of a point from the qualities of the values behind it: `estimated` when every value is an
 * estimate, `mixed` when some are, `audited` when every one is audited, `unknown` when none says,
 * otherwise `reported` (reported, or reported and audited together). Null without any value.
 */
export function pointQuality(counts: QualityCounts): PointQuality | null {
  const total = counts.reported + counts.estimated + counts.audited + counts.unknown;
  if (total === 0) return null;
  if (counts.estimated === total) return 'estimated';
  if (counts.estimated > 0) return 'mixed';
  if (counts.audited === total) return 'audited';
  if (counts.unknown === total) return 'unknown';
  return 'reported';
}

/** The counts of one company's value. */
export function qualityCountsOf(quality: Quality | null): QualityCounts {
  return {
    reported: quality === 'reported' ? 1 : 0,
    estimated: quality === 'estimated' ? 1 : 0,
    audited: quality === 'audited' ? 1 : 0,
    unknown: quality === null ? 1 : 0,
  };
}

export interface AggregateFigures {
  kind: AggregationKind;
  sum: number | null;
  mean: number | null;
  weightedMean: number | null;
  median: number | null;
}

/**
 * The figure of an aggregate a series follows. `headline` is the kind's natural figure: the sum of amounts,
 * the mean of rates, the share answering yes. A sum of rates or shares means nothing: null.
 */
export function aggregateFigure(a: AggregateFigures, figure: TrendFigure): number | null {
  if (a.kind === 'categorical') return null;
  switch (figure) {
    case 'headline':
      return a.kind === 'additive' ? a.sum : a.mean;
    case 'sum':
      return a.kind === 'additive' ? a.sum : null;
    case 'mean':
      return a.mean;
    case 'weightedMean':
      return a.weightedMean;
    case 'median':
      return a.median;
  }
}

/** The formula key of `aggregate()` behind a figure of the kind. */
export function figureFormulaKey(kind: AggregationKind, figure: TrendFigure): string {
  if (figure === 'headline') return kind === 'additive' ? 'sum' : 'mean';
  return figure;
}

/** A company's value as a number on the chart: numbers as they are, yes/no as 1/0; anything else none. */
export function companyFigure(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

/** Change from the first period with a value to the last one (both ordered by period end). */
export function seriesChange(points: ReadonlyArray<{ period: string; value: number | null }>): {
  from: string | null;
  to: string | null;
  absolute: number | null;
  relative: number | null;
} {
  const valued = points.filter((p) => p.value !== null).sort((a, b) => comparePeriods(a.period, b.period));
  if (valued.length < 2) return { from: valued[0]?.period ?? null, to: null, absolute: null, relative: null };
  const first = valued[0];
  const last = valued[valued.length - 1];
  return { from: first.period, to: last.period, ...change(last.value, first.value) };
}

/** The union of the periods of every series, oldest first. */
export function unionPeriods(series: ReadonlyArray<{ points: ReadonlyArray<{ period: string }> }>): string[] {
  return [...new Set(series.flatMap((s) => s.points.map((p) => p.period)))].sort(comparePeriods);
}

/** A portfolio's (or fund's) change: the period range and the companies compared in both ends. */
export interface LikeForLikeChange {
  from: string | null;
  to: string | null;
  absolute: number | null;
  relative: number | null;
  /** Companies with a value in both `from` and `to`, the only ones the change compares; null without two points. */
  companies: number | null;
}

/**
 * The change of a portfolio or fund series like for like (issue 29, item 4): from the first to the last period
 * with a figure, recomputed over only the companies that have a value in both, so a company that has not
 * published the last period yet (or joined since the first) does not read as a fall or a rise. The figure is
 * the series' own (the sum of amounts, the mean of rates …), made by `aggregate` from the aggregates' inputs.
 */
export function likeForLikeChange(
  kind: AggregationKind,
  figure: TrendFigure,
  aggregates: ReadonlyArray<{ period: string; inputs: readonly AggregateInput[] }>,
): LikeForLikeChange {
  const figureOf = (inputs: readonly AggregateInput[]) => aggregateFigure(aggregate(kind, inputs), figure);
  const valued = aggregates
    .filter((a) => figureOf(a.inputs) !== null)
    .sort((a, b) => comparePeriods(a.period, b.period));
  if (valued.length < 2)
    return { from: valued[0]?.period ?? null, to: null, absolute: null, relative: null, companies: null };
  const first = valued[0];
  const last = valued[valued.length - 1];
  const usable = (inputs: readonly AggregateInput[]) =>
    new Set(inputs.filter((i) => aggregate(kind, [i]).count === 1).map((i) => i.companyId));
  const before = usable(first.inputs);
  const both = new Set([...usable(last.inputs)].filter((id) => before.has(id)));
  const range = { from: first.period, to: last.period, companies: both.size };
  if (both.size === 0) return { ...range, absolute: null, relative: null };
  const of = (inputs: readonly AggregateInput[]) => figureOf(inputs.filter((i) => both.has(i.companyId)));
  return { ...range, ...change(of(last.inputs), of(first.inputs)) };
}
