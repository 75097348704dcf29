import { readdirSync, readFileSync } from 'node:fs';
import { referenceFilePath } from '@esg/reference-data';
import { aggregationKind, inferType, type AggregationKind } from '../domain/analysis/aggregate';
import type { Polarity } from '../domain/analysis/highlights';

/**
 * The type, unit, name and definition of the dictionary's metrics, read once from the same reference files
 * the data-collection dictionary is built from (metrics-core.json and product/metric-dictionary.json). Codes
 * of imported frameworks (Invest Europe) are not in them: their kind is inferred from the value.
 */
export interface AnalysisMetric {
  code: string;
  name: string | null;
  type: string | null;
  unit: string;
  definition: string | null;
  helpText: string | null;
  /** Framework references of the dictionary ("SFDR T1-1a", "EDCI-GHG-1", "Invest Europe 2.2"). */
  usedBy: string[];
  /** The dictionary's bounds (EDCI validation reads them); null when it sets none. */
  min: number | null;
  max: number | null;
}

interface RawMetric {
  code: string;
  name: string;
  type: string;
  unit: string;
  definition?: string;
  helpText?: string;
  used_by?: string[];
  usedBy?: string[];
  min?: number;
  max?: number;
}

let cached: Map<string, AnalysisMetric> | null = null;

export function analysisMetrics(): Map<string, AnalysisMetric> {
  if (cached) return cached;
  const map = new Map<string, AnalysisMetric>();
  for (const file of ['metrics-core.json', 'product/metric-dictionary.json']) {
    const parsed = JSON.parse(readFileSync(referenceFilePath(file), 'utf8')) as {
      metrics: RawMetric[];
      core?: Record<string, { helpText?: string; usedBy?: string[]; definition?: string }>;
    };
    for (const m of parsed.metrics)
      map.set(m.code, {
        code: m.code,
        name: m.name,
        type: m.type,
        unit: m.unit,
        definition: m.definition ?? null,
        helpText: m.helpText ?? null,
        usedBy: [...(m.used_by ?? m.usedBy ?? [])],
        min: typeof m.min === 'number' ? m.min : null,
        max: typeof m.max === 'number' ? m.max : null,
      });
    // The product dictionary adds help texts and references to the core metrics.
    for (const [code, extra] of Object.entries(parsed.core ?? {})) {
      const known = map.get(code);
      if (!known) continue;
      known.helpText ??= extra.helpText ?? null;
      known.definition ??= extra.definition ?? null;
      for (const ref of extra.usedBy ?? []) if (!known.usedBy.includes(ref)) known.usedBy.push(ref);
    }
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

let polarities: { version: string; map: Map<string, Polarity> } | null = null;

/** Which way a metric improves (product/metric-polarity.json); null: it is not ranked. */
export function polarityOf(code: string): Polarity | null {
  return metricPolarities().map.get(code) ?? null;
}

export function metricPolarities(): { version: string; map: Map<string, Polarity> } {
  if (polarities) return polarities;
  const parsed = JSON.parse(readFileSync(referenceFilePath('product/metric-polarity.json'), 'utf8')) as {
    version: string;
    lowerIsBetter: string[];
    higherIsBetter: string[];
  };
  const map = new Map<string, Polarity>();
  for (const code of parsed.lowerIsBetter) map.set(code, 'lower');
  for (const code of parsed.higherIsBetter) {
    if (map.has(code)) throw new Error(`metric-polarity.json: ${code} is listed both ways`);
    map.set(code, 'higher');
  }
  polarities = { version: parsed.version, map };
  return polarities;
}

interface FrameworkSection {
  title?: string;
  metrics?: Array<string | { code: string }>;
  sections?: FrameworkSection[];
}

let frameworkIndex: Map<
  string,
  Array<{ standardId: number; name: string; version: string; section: string }>
> | null = null;

/** The product's frameworks (product/frameworks/*.json) that ask for a metric, with the section asking. */
export function frameworksAsking(code: string) {
  if (!frameworkIndex) {
    frameworkIndex = new Map();
    const dir = referenceFilePath('product/frameworks');
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const framework = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as {
        standardId: number;
        name: string;
        version: string;
        sections: FrameworkSection[];
      };
      const walk = (sections: FrameworkSection[]) => {
        for (const section of sections) {
          for (const m of section.metrics ?? []) {
            const metric = typeof m === 'string' ? m : m.code;
            const list = frameworkIndex!.get(metric) ?? [];
            if (!list.some((x) => x.standardId === framework.standardId))
              list.push({
                standardId: framework.standardId,
                name: framework.name,
                version: framework.version,
                section: section.title ?? '',
              });
            frameworkIndex!.set(metric, list);
          }
          walk(section.sections ?? []);
        }
      };
      walk(framework.sections);
    }
  }
  return frameworkIndex.get(code) ?? [];
}

const METRIC_CODE = /\b[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*\b/g;

/**
 * A formula or text with every known metric code replaced by the metric's name, for the screens
 * ("ghg.scope1 ÷ company.fte" → "Scope 1 GHG emissions ÷ Full-time equivalents at year end").
 */
export function withMetricNames(text: string): string {
  const metrics = analysisMetrics();
  return text.replace(METRIC_CODE, (code) => metrics.get(code)?.name ?? code);
}

/**
 * The name a screen shows for a metric: the dictionary's, else the code put into words (a
 * framework's own metric the dictionary does not list: "env.revenue_share_coal" → "Revenue share coal").
 */
export function metricDisplayName(code: string): string {
  const known = analysisMetrics().get(code)?.name;
  if (known) return known;
  const words = (code.split('.').pop() ?? code).replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
