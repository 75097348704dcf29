import type { AllowedValue, CrossCheck, MetricType } from '@esg/contracts';
import { METRIC_CODE_PATTERN, metricTypeSchema } from '@esg/contracts';
import { ReferenceDataError, type MetricSeed, type ValueLists } from './reference-types';

/**
 * The metric dictionary (ADR 0010): every code of metrics-core.json exactly as listed (type,
 * canonical unit, min/max, accepted units, "check"), the product's own metrics
 * (product/metric-dictionary.json), and the cross-checks. Lists of allowed values are resolved by name.
 */

interface CoreFile {
  metrics: Array<{
    code: string;
    name: string;
    type: string;
    unit: string;
    min?: number;
    max?: number;
    note?: string;
    accepted_units?: string[];
    check?: string;
    used_by?: string[];
  }>;
}

interface ProductMetric {
  code: string;
  name: string;
  definition: string;
  type: string;
  unit: string;
  acceptedUnits?: string[];
  min?: number;
  max?: number;
  allowedValues?: string | AllowedValue[];
  maxLength?: number;
  dataQualityScore?: boolean;
  yearOnYearCheck?: boolean;
  helpText?: string;
  usedBy?: string[];
}

export interface ProductDictionaryFile {
  version: string;
  metrics: ProductMetric[];
  core: Record<string, Partial<ProductMetric>>;
  crossChecks: CrossCheck[];
}

const CORE_FILE = 'metrics-core.json';
const PRODUCT_FILE = 'product/metric-dictionary.json';
const NUMERIC: readonly MetricType[] = ['number', 'integer', 'percent', 'currency'];

function resolveValues(
  file: string,
  code: string,
  allowed: string | AllowedValue[] | undefined,
  lists: ValueLists,
): AllowedValue[] | null {
  if (allowed === undefined) return null;
  if (Array.isArray(allowed)) return allowed;
  const list = lists.get(allowed);
  if (!list) throw new ReferenceDataError(file, code, `unknown list of allowed values "${allowed}"`);
  return list;
}

function typeOf(file: string, code: string, type: string): MetricType {
  // metrics-core.json says "choice" for a single choice; the dictionary type is the same word.
  const parsed = metricTypeSchema.safeParse(type);
  if (!parsed.success) throw new ReferenceDataError(file, code, `unknown type "${type}"`);
  return parsed.data;
}

export function buildDictionary(
  core: CoreFile,
  product: ProductDictionaryFile,
  lists: ValueLists,
): { metrics: Map<string, MetricSeed>; crossChecks: CrossCheck[] } {
  const metrics = new Map<string, MetricSeed>();
  const crossChecks: CrossCheck[] = [];
  const add = (file: string, seed: MetricSeed) => {
    if (!METRIC_CODE_PATTERN.test(seed.code))
      throw new ReferenceDataError(file, seed.code, 'not a dictionary code');
    if (metrics.has(seed.code)) throw new ReferenceDataError(file, seed.code, 'the code is defined twice');
    if (seed.allowedValues && seed.type !== 'choice' && seed.type !== 'multi-choice')
      throw new ReferenceDataError(file, seed.code, 'allowed values belong to choice metrics');
    if ((seed.type === 'choice' || seed.type === 'multi-choice') && !seed.allowedValues?.length)
      throw new ReferenceDataError(file, seed.code, 'a choice metric needs allowed values');
    metrics.set(seed.code, seed);
  };

  for (const entry of core.metrics) {
    const overlay = product.core[entry.code] ?? {};
    const type = typeOf(CORE_FILE, entry.code, entry.type);
    add(CORE_FILE, {
      code: entry.code,
      name: entry.name,
      definition: overlay.definition ?? [entry.name, entry.note].filter(Boolean).join('. '),
      type,
      unit: entry.unit,
      acceptedUnits:
        entry.accepted_units ??
        (type === 'currency' ? ['EUR', 'kEUR', 'EURm'] : entry.unit ? [entry.unit] : []),
      min: entry.min ?? null,
      max: entry.max ?? null,
      allowedValues: resolveValues(PRODUCT_FILE, entry.code, overlay.allowedValues, lists),
      maxLength: null,
      dataQualityScore: overlay.dataQualityScore ?? false,
      yearOnYearCheck: overlay.yearOnYearCheck ?? NUMERIC.includes(type),
      helpText: overlay.helpText ?? entry.note ?? null,
      usedBy: [...(entry.used_by ?? []), ...(overlay.usedBy ?? [])],
      source: 'metrics-core',
    });
    if (entry.check) {
      const match = /^(≤|≥)\s*([a-z][a-z0-9_.]+)$/.exec(entry.check.trim());
      if (!match) throw new ReferenceDataError(CORE_FILE, entry.code, `cannot read check "${entry.check}"`);
      crossChecks.push({
        id: `${entry.code}-${match[1] === '≤' ? 'lte' : 'gte'}-${match[2]}`,
        rule: match[1] === '≤' ? 'lte' : 'gte',
        left: entry.code,
        right: [match[2]],
        tolerancePercent: 0,
        message: `${entry.name} must be ${match[1]} ${core.metrics.find((m) => m.code === match[2])?.name ?? match[2]}`,
      });
    }
  }
  for (const code of Object.keys(product.core))
    if (!metrics.has(code))
      throw new ReferenceDataError(
        PRODUCT_FILE,
        code,
        'an overlay of a code metrics-core.json does not list',
      );

  for (const entry of product.metrics) {
    const type = typeOf(PRODUCT_FILE, entry.code, entry.type);
    add(PRODUCT_FILE, {
      code: entry.code,
      name: entry.name,
      definition: entry.definition,
      type,
      unit: entry.unit,
      acceptedUnits:
        entry.acceptedUnits ??
        (type === 'currency' ? ['EUR', 'kEUR', 'EURm'] : entry.unit ? [entry.unit] : []),
      min: entry.min ?? null,
      max: entry.max ?? null,
      allowedValues: resolveValues(PRODUCT_FILE, entry.code, entry.allowedValues, lists),
      maxLength: entry.maxLength ?? null,
      dataQualityScore: entry.dataQualityScore ?? false,
      yearOnYearCheck: entry.yearOnYearCheck ?? NUMERIC.includes(type),
      helpText: entry.helpText ?? null,
      usedBy: entry.usedBy ?? [],
      source: 'product',
    });
  }
  crossChecks.push(...product.crossChecks);
  return { metrics, crossChecks };
}

/** Every cross-check refers to numeric metrics of the dictionary. */
export function assertCrossChecks(
  crossChecks: readonly CrossCheck[],
  metrics: ReadonlyMap<string, MetricSeed>,
): void {
  for (const check of crossChecks) {
    for (const code of [check.left, ...check.right]) {
      const metric = metrics.get(code);
      if (!metric)
        throw new ReferenceDataError(PRODUCT_FILE, `cross-check ${check.id}`, `unknown code ${code}`);
      if (!NUMERIC.includes(metric.type))
        throw new ReferenceDataError(PRODUCT_FILE, `cross-check ${check.id}`, `${code} is not numeric`);
    }
  }
}
