import type { KeptOverride } from '../pai/statement';
import type { AggregateInput } from './aggregate';

/*
 * An investor's overrides in the analysis read model (issue 27, ADR 0184): the same rule as the PAI
 * statement's `withOverrides` (ADR 0182) — an override is of the company's value of a metric and period,
 * counts only in the figures of the investor who made it, and never changes what the company published.
 * Pure: the read model and the company-values query apply it to what they read.
 */

/** The override as a figure names it: the company's original value beside who, when and why. */
export interface UsedOverride {
  original: { value: unknown; unit: string; valueVersionId: string };
  reason: string;
  byName: string | null;
  at: string;
}

/** A published value as the analysis read model keeps it (the part an override replaces). */
export interface OverridableValue {
  companyId: number;
  period: string;
  metricCode: string;
  value: unknown;
  unit: string;
  valueVersionId: string;
}

const keyOf = (companyId: number, period: string, metricCode: string) =>
  `${companyId}|${period}|${metricCode}`;

/** The investor's overrides in force, by company, period and metric (withdrawn ones are left out). */
export function overridesInForce(
  investorId: number,
  overrides: ReadonlyArray<KeptOverride & { active: boolean }>,
): Map<string, KeptOverride> {
  const index = new Map<string, KeptOverride>();
  for (const o of overrides)
    if (o.active && o.investorId === investorId) index.set(keyOf(o.companyId, o.period, o.metricCode), o);
  return index;
}

/**
 * A published value as the investor's figures read it: the override's value and unit when one is in force,
 * with the original named; otherwise the value unchanged (and no `override`).
 */
export function withOverride<T extends OverridableValue>(
  value: T,
  index: ReadonlyMap<string, KeptOverride>,
): T & { override?: UsedOverride } {
  const o = index.get(keyOf(value.companyId, value.period, value.metricCode));
  if (!o) return value;
  return {
    ...value,
    value: o.value,
    unit: o.unit,
    override: {
      original: { value: value.value, unit: value.unit, valueVersionId: value.valueVersionId },
      reason: o.reason,
      byName: o.byName,
      at: o.at,
    },
  };
}

/** An aggregate's inputs of a metric and period with the scope owner's overrides in force. */
export function inputsWithOverrides(
  inputs: readonly AggregateInput[],
  published: ReadonlyMap<number, { unit: string }>,
  period: string,
  metricCode: string,
  index: ReadonlyMap<string, KeptOverride>,
): AggregateInput[] {
  return inputs.map((input) => {
    const applied = withOverride(
      {
        companyId: input.companyId,
        period,
        metricCode,
        value: input.value,
        unit: published.get(input.companyId)?.unit ?? '',
        valueVersionId: input.valueVersionId,
      },
      index,
    );
    return applied.override ? { ...input, value: applied.value, override: applied.override } : input;
  });
}
