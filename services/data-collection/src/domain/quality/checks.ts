import type { PeerDistribution, QualityThresholds } from '@esg/contracts';

/*
 * The portfolio checks of issue 27 that need more than one value (ADR 0180). Pure: numbers in, findings
 * out. The year-on-year rule and the cross-checks are the questionnaire's own (domain/esg/value-rules.ts):
 * the portfolio page and the questionnaire say the same thing about a value.
 */

/**
 * The p-quantile of sorted numbers by linear interpolation between the closest ranks (Hyndman and Fan's
 * type 7, the default of R, NumPy and Excel's QUARTILE.INC): h = (n − 1)·p, x⌊h⌋ + (h − ⌊h⌋)·(x⌊h⌋+1 − x⌊h⌋).
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('quantile of no numbers');
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low] + (h - low) * (sorted[high] - sorted[low]);
}

/**
 * A metric's distribution across the portfolio: mean, sample standard deviation (n − 1), median,
 * quartiles and Tukey's fences Q1 − k·IQR and Q3 + k·IQR.
 */
export function peerDistribution(values: readonly number[], iqrMultiplier: number): PeerDistribution {
  const sorted = [...values].sort((a, b) => a - b);
  const count = sorted.length;
  const mean = sorted.reduce((sum, v) => sum + v, 0) / count;
  const variance = count > 1 ? sorted.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (count - 1) : 0;
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const iqr = q3 - q1;
  return {
    count,
    mean,
    standardDeviation: Math.sqrt(variance),
    median: quantile(sorted, 0.5),
    q1,
    q3,
    lowerFence: q1 - iqrMultiplier * iqr,
    upperFence: q3 + iqrMultiplier * iqr,
  };
}

export interface OutlierFinding {
  /** (value − mean) / standard deviation; null when every value is the same. */
  zScore: number | null;
  beyondStandardDeviations: boolean;
  outsideFence: boolean;
}

/**
 * Whether a value lies far from its peers: further than `standardDeviations` from the mean, or outside
 * the interquartile fence. Null when it does not, or when fewer than `minimumPeers` companies gave a value
 * (the value itself counts among them).
 */
export function outlierFinding(
  value: number,
  distribution: PeerDistribution,
  thresholds: QualityThresholds['outliers'],
): OutlierFinding | null {
  if (distribution.count < thresholds.minimumPeers) return null;
  const zScore =
    distribution.standardDeviation > 0 ? (value - distribution.mean) / distribution.standardDeviation : null;
  const beyondStandardDeviations = zScore !== null && Math.abs(zScore) > thresholds.standardDeviations;
  const outsideFence = value < distribution.lowerFence || value > distribution.upperFence;
  if (!beyondStandardDeviations && !outsideFence) return null;
  return { zScore, beyondStandardDeviations, outsideFence };
}

export interface AbsenceCount {
  /** Companies whose responses of the period ask the metric. */
  asked: number;
  /** Of those, a value, or "not applicable" with its reason. */
  answered: number;
  /** "Not available", with a reason. */
  notAvailable: number;
  /** No answer at all. */
  unanswered: number;
}

/** The share of the companies asked that gave no value: not available or no answer, in percent (0 when none was asked). */
export function absenceRatePercent(count: AbsenceCount): number {
  if (count.asked === 0) return 0;
  return ((count.notAvailable + count.unanswered) / count.asked) * 100;
}

/**
 * Whether an absence rate is flagged: above the threshold, and asked of at least `minimumAsked` companies
 * (never fewer than one).
 */
export function absenceFlagged(count: AbsenceCount, thresholds: QualityThresholds['absence']): boolean {
  return (
    count.asked > 0 &&
    count.asked >= thresholds.minimumAsked &&
    absenceRatePercent(count) > thresholds.ratePercent
  );
}
