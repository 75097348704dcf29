import { readFileSync } from 'node:fs';
import { referenceFilePath } from '@esg/reference-data';
import type { ScorecardMethod } from '../domain/scorecards/esg-scorecard';

let cached: ScorecardMethod | null = null;

/** The ESG scorecard's method (product/scorecard-method.json), read once. */
export function scorecardMethod(): ScorecardMethod {
  cached ??= JSON.parse(
    readFileSync(referenceFilePath('product/scorecard-method.json'), 'utf8'),
  ) as ScorecardMethod;
  return cached;
}
