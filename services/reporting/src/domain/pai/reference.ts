/**
 * The parts of libs/reference-data/files/sfdr_pai.json (Annex I of Delegated Regulation 2022/1288) the PAI
 * calculation shows with its figures: the formula texts, the indicators' names and metrics, and the file's
 * version. Parsed from the JSON as published; nothing here is copied from it.
 */

export interface PaiReferenceVersion {
  file: 'sfdr_pai.json';
  document: string;
  celex: string;
  /** SHA-256 of the file's bytes: two figures computed with the same reference carry the same hash. */
  sha256: string;
}

export interface PaiReferenceFormula {
  id: string;
  name: string;
  text: string;
  math: string;
  unit: string;
}

export interface PaiReferenceIndicator {
  id: string;
  table: string;
  appliesTo: string;
  category: string;
  indicator: string;
  metric: string;
  unit: string;
  subMetrics: Array<{ id: string; metric: string }>;
}

export interface PaiReference {
  version: PaiReferenceVersion;
  formulae: ReadonlyMap<string, PaiReferenceFormula>;
  /** By sfdr_pai.json id (T1-1 … T3-24) and sub-metric id (T1-1a … T1-1d). */
  indicators: ReadonlyMap<string, PaiReferenceIndicator>;
  /** Article 6(3): the yearly figure is the average of the four quarter-end impacts. */
  averagingRule: string;
  minimumSelection: string;
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`sfdr_pai.json: ${what} is not an object`);
  return value as Record<string, unknown>;
}
function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new Error(`sfdr_pai.json: ${what} is not a string`);
  return value;
}
function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`sfdr_pai.json: ${what} is not a list`);
  return value;
}

const TABLES = [
  'table_1_mandatory',
  'table_2_additional_climate_environment',
  'table_3_additional_social',
] as const;

/** Reads the parsed sfdr_pai.json; a missing or mistyped field stops with a message naming it. */
export function paiReferenceFrom(json: unknown, sha256: string): PaiReference {
  const root = record(json, 'the file');
  const formulae = new Map<string, PaiReferenceFormula>();
  for (const [i, raw] of list(root.formulae, 'formulae').entries()) {
    const f = record(raw, `formulae[${i}]`);
    const id = text(f.id, `formulae[${i}].id`);
    formulae.set(id, {
      id,
      name: text(f.name, `${id}.name`),
      text: text(f.text, `${id}.text`),
      math: text(f.math, `${id}.math`),
      unit: text(f.unit, `${id}.unit`),
    });
  }
  const indicators = new Map<string, PaiReferenceIndicator>();
  for (const table of TABLES) {
    for (const [i, raw] of list(root[table], table).entries()) {
      const r = record(raw, `${table}[${i}]`);
      const id = text(r.id, `${table}[${i}].id`);
      const subMetrics = (Array.isArray(r.sub_metrics) ? r.sub_metrics : []).map((s, j) => {
        const sub = record(s, `${id}.sub_metrics[${j}]`);
        return {
          id: text(sub.id, `${id}.sub_metrics[${j}].id`),
          metric: text(sub.metric, `${id}.sub_metrics[${j}].metric`),
        };
      });
      const indicator: PaiReferenceIndicator = {
        id,
        table: text(r.table, `${id}.table`),
        appliesTo: text(r.applies_to, `${id}.applies_to`),
        category: text(r.category, `${id}.category`),
        indicator: text(r.adverse_sustainability_indicator, `${id}.adverse_sustainability_indicator`),
        metric: text(r.metric, `${id}.metric`),
        unit: text(r.unit, `${id}.unit`),
        subMetrics,
      };
      indicators.set(id, indicator);
      for (const sub of subMetrics) indicators.set(sub.id, { ...indicator, id: sub.id, metric: sub.metric });
    }
  }
  const period = record(root.reference_period_and_averaging, 'reference_period_and_averaging');
  return {
    version: {
      file: 'sfdr_pai.json',
      document: text(root.document, 'document'),
      celex: text(root.celex, 'celex'),
      sha256,
    },
    formulae,
    indicators,
    averagingRule: text(period.article_6_3_rule, 'reference_period_and_averaging.article_6_3_rule'),
    minimumSelection: text(period.minimum_selection, 'reference_period_and_averaging.minimum_selection'),
  };
}
