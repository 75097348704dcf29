import { companyUpdatedV1, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Doc, Transaction } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';

const CONSUMER = 'data-collection.company-history';
export const COMPANY_CHANGES = 'company_changes';

/** One field of one change of a company: the audit trail /company-details shows. */
export interface CompanyChangeDoc extends Doc {
  companyId: number;
  at: string;
  actorId: number | null;
  field: string;
  from: unknown;
  to: unknown;
  eventId: string;
}

/**
 * The change history of every company, from this service's own data-collection.company.updated.v1
 * events (the outbox is the log): the company details, the standards and the reporting cycle alike.
 * An event written before `previous` existed records no "from".
 */
export async function applyCompanyChange(event: CloudEvent, tx: Transaction): Promise<void> {
  if (event.type !== 'data-collection.company.updated.v1') return;
  const data = companyUpdatedV1.parse(event.data);
  for (const [field, to] of Object.entries(data.changes)) {
    await tx.put<CompanyChangeDoc>(COMPANY_CHANGES, {
      id: `${event.id}:${field}`,
      companyId: data.companyId,
      at: event.time,
      actorId: event.actorid ? Number(event.actorid) : null,
      field,
      from: data.previous && field in data.previous ? data.previous[field] : null,
      to,
      eventId: event.id,
    });
  }
}

export async function startCompanyHistory(runtime: ServiceRuntime): Promise<Subscription> {
  return runtime.bus.subscribe({
    group: CONSUMER,
    topics: ['data-collection.company'],
    handler: consumeIdempotently(runtime.store, CONSUMER, applyCompanyChange),
  });
}
