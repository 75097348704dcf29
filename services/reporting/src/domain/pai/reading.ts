import {
  PAI_INPUTS,
  PAI_INPUT_INDEX,
  PAI_INPUT_KEYS,
  type PaiInputKey,
  type PaiInputMetric,
} from '@esg/contracts';
import type { PaiCarriedFrom, PaiExclusionCode, PaiOverride, PaiValueInput } from './model';

/** A company's values of the PAI inputs, by PAI_INPUT_INDEX: read once per calculation, not once per figure. */
export type PaiInputSlots = ReadonlyArray<PaiValueInput | undefined>;

export function inputSlots(
  values: Readonly<Record<string, PaiValueInput | null | undefined>>,
): PaiInputSlots {
  return PAI_INPUT_KEYS.map((key) => values[PAI_INPUTS[key].code] ?? undefined);
}

/**
 * Reads one company's inputs for one indicator and remembers what went wrong: a missing code, an unusable
 * value (wrong type, out of range, a non-positive divisor), whether an estimate was read, and — when asked
 * for provenance — which codes were read. One instance is reused for every company, so a recompute
 * allocates only on the paths that exclude a company.
 */
export class Reading {
  private slots: PaiInputSlots = [];
  missing: string[] | null = null;
  problems: string[] | null = null;
  problemCodes: string[] | null = null;
  estimated = false;
  /** Inputs read that are facts carried from an earlier period (the as-of rule, ADR 0095). */
  carried: Array<{ metric: string } & PaiCarriedFrom> | null = null;
  /** Inputs read that are the investor's overrides of the company's values (ADR 0182). */
  overridden: Array<{ metric: string } & PaiOverride> | null = null;
  special: { code: PaiExclusionCode | 'irrelevant'; reason: string; metrics: string[] } | null = null;
  /** Codes read, in order, when recording for provenance. */
  read: string[] | null = null;
  /**
   * What the position's value is divided by before it multiplies the factor: the term is
   * (value / divisor) × factor, the order of Annex I's formulas ((V_i / EVIC_i) × emissions_i).
   */
  divisor = 1;

  reset(slots: PaiInputSlots, record: boolean): this {
    this.slots = slots;
    this.missing = null;
    this.problems = null;
    this.problemCodes = null;
    this.estimated = false;
    this.carried = null;
    this.overridden = null;
    this.special = null;
    this.read = record ? [] : null;
    this.divisor = 1;
    return this;
  }

  /** Something is missing or unusable: the company is excluded. */
  get failed(): boolean {
    return this.missing !== null || this.problems !== null;
  }

  private raw(key: PaiInputKey, metric: PaiInputMetric): PaiValueInput | undefined {
    const value = this.slots[PAI_INPUT_INDEX[key]];
    if (value === undefined) {
      (this.missing ??= []).push(metric.code);
      return undefined;
    }
    this.read?.push(metric.code);
    if (typeof value === 'object') {
      if (value.quality === 'estimated') this.estimated = true;
      if (value.carriedFrom && !this.carried?.some((c) => c.metric === metric.code))
        (this.carried ??= []).push({ metric: metric.code, ...value.carriedFrom });
      if (value.override && !this.overridden?.some((c) => c.metric === metric.code))
        (this.overridden ??= []).push({ metric: metric.code, ...value.override });
      return value.value;
    }
    return value;
  }

  problem(code: string, message: string): number {
    (this.problems ??= []).push(message);
    (this.problemCodes ??= []).push(code);
    return Number.NaN;
  }

  /** A number within the metric's bounds, else NaN (and the company is excluded). */
  number(key: PaiInputKey): number {
    const metric = PAI_INPUTS[key];
    const value = this.raw(key, metric);
    if (value === undefined) return Number.NaN;
    if (typeof value !== 'number' || !Number.isFinite(value))
      return this.problem(metric.code, `${metric.code} must be a number`);
    if (metric.min !== undefined && value < metric.min)
      return this.problem(metric.code, `${metric.code} is ${value}; it cannot be below ${metric.min}`);
    if (metric.max !== undefined && value > metric.max)
      return this.problem(metric.code, `${metric.code} is ${value}; it cannot be above ${metric.max}`);
    return value;
  }

  /** A divisor: must be above zero (EVIC, revenue, GDP, areas). */
  positive(key: PaiInputKey): number {
    const metric = PAI_INPUTS[key];
    const value = this.raw(key, metric);
    if (value === undefined) return Number.NaN;
    if (typeof value !== 'number' || !Number.isFinite(value))
      return this.problem(metric.code, `${metric.code} must be a number`);
    if (value <= 0)
      return this.problem(metric.code, `${metric.code} is ${value}; it must be above zero to divide by it`);
    return value;
  }

  boolean(key: PaiInputKey): boolean | undefined {
    const metric = PAI_INPUTS[key];
    const value = this.raw(key, metric);
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') {
      this.problem(metric.code, `${metric.code} must be true or false`);
      return undefined;
    }
    return value;
  }

  choice(key: PaiInputKey): string | undefined {
    const metric = PAI_INPUTS[key];
    const value = this.raw(key, metric);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.trim() === '') {
      this.problem(metric.code, `${metric.code} must be a code`);
      return undefined;
    }
    return value.trim();
  }

  /** The first of `keys` that is reported, read as a number; when none is, all of them are missing. */
  firstNumber(keys: readonly PaiInputKey[]): number {
    for (const key of keys) if (this.has(key)) return this.number(key);
    (this.missing ??= []).push(...keys.map((k) => PAI_INPUTS[k].code));
    return Number.NaN;
  }

  /** Whether a value is present, without reading it as missing when it is not. */
  has(key: PaiInputKey): boolean {
    return this.slots[PAI_INPUT_INDEX[key]] !== undefined;
  }

  /** Ends the company's evaluation outside the figure for a reason that is not missing data. */
  exclude(code: PaiExclusionCode | 'irrelevant', reason: string, metrics: string[] = []): number {
    this.special = { code, reason, metrics };
    return Number.NaN;
  }
}
