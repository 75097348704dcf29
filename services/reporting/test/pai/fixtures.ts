import { calculatePai } from '../../src/domain/pai/calculate';
import type { PaiCalculationInput, PaiIndicatorResult } from '../../src/domain/pai/model';
import { loadPaiReference } from '../../src/infrastructure/pai-reference';

export const COMPUTED_AT = '2026-02-01T09:00:00.000Z';

/** Runs the calculation and returns the results by indicator id. */
export function calculate(input: PaiCalculationInput, provenance = false): Map<string, PaiIndicatorResult> {
  const result = calculatePai(input, loadPaiReference(), { computedAt: COMPUTED_AT, provenance });
  return new Map(result.indicators.map((i) => [i.id, i]));
}

export function get(results: Map<string, PaiIndicatorResult>, id: string): PaiIndicatorResult {
  const result = results.get(id);
  if (!result) throw new Error(`no result for ${id}`);
  return result;
}

/** Companies' ids with the exclusion code, for compact assertions. */
export function exclusions(result: PaiIndicatorResult): Array<[string | number, string]> {
  return result.excluded.map((e) => [e.companyId, e.code]);
}

/** Every number anywhere in a result (to prove no NaN or Infinity reaches a client). */
export function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}
