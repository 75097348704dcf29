import { companyPaiIndicatorsSelectedV1, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Doc } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';
import { PAI_SELECTIONS } from '../infrastructure/migrations';

const CONSUMER = 'reporting.pai-selections';

/** A company's optional PAI indicators as data collection last announced them. */
export interface PaiSelectionRecord extends Doc {
  companyId: number;
  indicatorIds: string[];
  selectedAt: string;
}

/**
 * The optional-indicator selection of each company, from data-collection.company.pai-indicators-selected.v1
 * (issue 10): the EET export marks these indicators Considered when the caller names none (ADR 0053). An older
 * event arriving late does not overwrite a newer selection.
 */
export async function startPaiSelections(runtime: ServiceRuntime): Promise<Subscription> {
  const apply = consumeIdempotently(runtime.store, CONSUMER, async (event: CloudEvent, tx) => {
    if (event.type !== 'data-collection.company.pai-indicators-selected.v1') return;
    const data = companyPaiIndicatorsSelectedV1.parse(event.data);
    const current = await tx.get<PaiSelectionRecord>(PAI_SELECTIONS, String(data.companyId));
    if (current && current.selectedAt > data.selectedAt) return;
    await tx.put<PaiSelectionRecord>(PAI_SELECTIONS, {
      id: String(data.companyId),
      companyId: data.companyId,
      indicatorIds: data.indicatorIds,
      selectedAt: data.selectedAt,
    });
  });
  return runtime.bus.subscribe({ group: CONSUMER, topics: ['data-collection.company'], handler: apply });
}
