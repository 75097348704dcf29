import type { ValueOverride } from '@esg/contracts';
import type { Doc, DocumentReader } from '@esg/persistence';

export const VALUE_OVERRIDES = 'value_overrides';

/**
 * An investor's override of a company's value (collection `value_overrides`, id = `<investor>|<company>|<period>|<code>`,
 * ADR 0181). `active` false: withdrawn; `history` keeps every override set and withdrawn.
 */
export interface ValueOverrideDoc extends Doc, ValueOverride {
  active: boolean;
  responseId: number;
  history: Array<{
    kind: 'set' | 'removed';
    value: ValueOverride['value'];
    unit: string;
    reason: string | null;
    byId: number;
    byName: string | null;
    at: string;
  }>;
}

export const overrideId = (investorId: number, companyId: number, period: string, code: string) =>
  `${investorId}|${companyId}|${period}|${code}`;

/** The overrides in force of an investor on a company's values of a period, by metric code. */
export async function overridesOf(
  reader: DocumentReader,
  investorId: number,
  companyIds: readonly number[],
  periods: readonly string[],
): Promise<Map<string, ValueOverride>> {
  if (companyIds.length === 0 || periods.length === 0) return new Map();
  const docs = await reader.find<ValueOverrideDoc>(VALUE_OVERRIDES, {
    companyId: { in: [...companyIds] },
    period: { in: [...periods] },
  });
  return new Map(
    docs
      .filter((d) => d.active && d.investorId === investorId)
      .map((d) => [`${d.companyId}|${d.period}|${d.metricCode}`, shownOverride(d)]),
  );
}

export function shownOverride(doc: ValueOverrideDoc): ValueOverride {
  return {
    companyId: doc.companyId,
    investorId: doc.investorId,
    period: doc.period,
    metricCode: doc.metricCode,
    value: doc.value,
    unit: doc.unit,
    rawValue: doc.rawValue,
    rawUnit: doc.rawUnit,
    reason: doc.reason,
    evidenceIds: doc.evidenceIds,
    byId: doc.byId,
    byName: doc.byName,
    at: doc.at,
    original: doc.original,
  };
}
