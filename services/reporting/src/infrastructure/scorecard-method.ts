import { readFileSync } from 'node:fs';
import { referenceFilePath } from '@esg/reference-data';
import type { ScorecardMethod } from '../domain/scorecards/esg-scorecard';
import { withMetricNames } from './analysis-metrics';

let cached: ScorecardMethod | null = null;

/**
 * The ESG scorecard's method (product/scorecard-method.json), read once. Each KPI's formula is
 * for people, so its metric codes are given as the metrics' names (the codes stay in `inputs`).
 */
export function scorecardMethod(): ScorecardMethod {
  if (cached) return cached;
  const method = JSON.parse(
    readFileSync(referenceFilePath('product/scorecard-method.json'), 'utf8'),
  ) as ScorecardMethod;
  cached = {
    ...method,
    pillars: method.pillars.map((p) => ({
      ...p,
      kpis: p.kpis.map((k) => ({ ...k, formula: withMetricNames(k.formula) })),
    })),
  };
  return cached;
}
