import { readFileSync } from 'node:fs';
import { referenceFilePath } from '@esg/reference-data';
import { aggregationKind, inferType, type AggregationKind } from '../domain/analysis/aggregate';

/**
 * The type, unit and name of the dictionary's metrics, read once from the same reference files the
 * data-collection dictionary is built from (metrics-core.json and product/metric-dictionary.json). Codes
 * of imported frameworks (Invest Europe) are not in them: their kind is inferred from the value.
 */
export interface AnalysisMetric {
  code: string;
  name: string | null;
  type: string | null;
  unit: string;
}

let cached: Map<string, AnalysisMetric> | null = null;

export function analysisMetrics(): Map<string, AnalysisMetric> {
  if (cached) return cached;
  const map = new Map<string, AnalysisMetric>();
  for (const file of ['metrics-core.json', 'product/metric-dictionary.json']) {
    const parsed = JSON.parse(readFileSync(referenceFilePath(file), 'utf8')) as {
      metrics: Array<{ code: string; name: string; type: string; unit: string }>;
    };
    for (const m of parsed.metrics)
      map.set(m.code, { code: m.code, name: m.name, type: m.type, unit: m.unit });
  }
  cached = map;
  return map;
}

/** The aggregation kind of a code, from the dictionary, else from a value it was published with. */
export function kindOf(code: string, sample: { value: unknown; unit: string }): AggregationKind {
  const known = analysisMetrics().get(code);
  const type = known?.type ?? inferType(sample.value, sample.unit);
  return aggregationKind({ code, type, unit: known?.unit ?? sample.unit });
}
