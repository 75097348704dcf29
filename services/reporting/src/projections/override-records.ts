import { scalarValue, type CloudEvent, type EventData } from '@esg/contracts';
import type { Doc, Transaction } from '@esg/persistence';
import type { KeptOverride } from '../domain/pai/statement';

/**
 * An investor's override of a company's value as a read model keeps it (ADR 0182, 0184): id data-collection's
 * `<investor>|<company>|<period>|<code>`. A withdrawal is kept as `active: false` with its time, so an older
 * event delivered late changes nothing and a rebuild equals the live state. The PAI and the analysis read
 * models each keep their own collection (each is rebuilt alone) through this one rule.
 */
export interface OverrideRecord extends Doc, KeptOverride {
  active: boolean;
}

export type OverrideEventData =
  EventData<'data-collection.value-override.set.v1'> | EventData<'data-collection.value-override.removed.v1'>;

/** Keeps a set or removed override in `collection`; null when the event is older than what is kept. */
export async function keepOverride(
  tx: Transaction,
  collection: string,
  event: CloudEvent,
  data: OverrideEventData,
): Promise<OverrideRecord | null> {
  const id = event.subject ?? `${data.investorId}|${data.companyId}|${data.period}|${data.metricCode}`;
  const existing = await tx.get<OverrideRecord>(collection, id);
  if (existing && existing.at > data.at) return null;
  const set = 'original' in data;
  const record: OverrideRecord = {
    id,
    investorId: data.investorId,
    companyId: data.companyId,
    responseId: data.responseId,
    period: data.period,
    metricCode: data.metricCode,
    value: set ? scalarValue(data.value) : null,
    unit: data.unit,
    reason: set ? data.reason : (existing?.reason ?? ''),
    byName: set ? (data.byName ?? null) : (existing?.byName ?? null),
    at: data.at,
    active: set,
  };
  await tx.put<OverrideRecord>(collection, record);
  return record;
}
