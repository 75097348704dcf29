import { companyRegisteredV1, companyUpdatedV1, type CloudEvent, type EventData } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Doc, Transaction } from '@esg/persistence';
import type { ServiceRuntime } from './service-definition';

type CompanyRegistered = EventData<'data-collection.company.registered.v1'>;
type CompanyUpdated = EventData<'data-collection.company.updated.v1'>;

/** A company as a service's copy of data-collection's company directory keeps it. */
export interface CompanyDirectoryEntry extends Doc {
  companyId: number;
  name: string;
  type: CompanyRegistered['type'];
  parent_id: number | null;
  /** 'demo' for a demo-contract company; 'standard' when the event names none. */
  contract_type: string;
}

export interface CompanyDirectoryOptions<T extends Doc = CompanyDirectoryEntry> {
  /** The collection the service keeps its companies in. */
  collection: string;
  /** The record a registration writes, when the service keeps more or other fields than the entry. */
  record?: (entry: CompanyDirectoryEntry, registered: CompanyRegistered) => T;
  /** Fields an update changes besides the name (the name follows `changes.name` everywhere). */
  changes?: (updated: CompanyUpdated) => Partial<T>;
}

/** The entry every directory starts from: who the company is and who invests in it. */
export function companyDirectoryEntry(registered: CompanyRegistered): CompanyDirectoryEntry {
  return {
    id: String(registered.companyId),
    companyId: registered.companyId,
    name: registered.name,
    type: registered.type,
    parent_id: registered.parentId,
    contract_type: registered.contractType ?? 'standard',
  };
}

/**
 * Applies data-collection.company.registered.v1 (writes the record) and data-collection.company.updated.v1
 * (a non-empty `changes.name` and the service's own changes, to a company already known); other events
 * are left alone. The one implementation of the company directory every service keeps.
 */
export async function applyCompanyDirectoryEvent<T extends Doc = CompanyDirectoryEntry>(
  options: CompanyDirectoryOptions<T>,
  event: CloudEvent,
  tx: Transaction,
): Promise<void> {
  if (event.type === 'data-collection.company.registered.v1') {
    const registered = companyRegisteredV1.parse(event.data);
    const entry = companyDirectoryEntry(registered);
    await tx.put<T>(
      options.collection,
      options.record ? options.record(entry, registered) : (entry as Doc as T),
    );
    return;
  }
  if (event.type !== 'data-collection.company.updated.v1') return;
  const updated = companyUpdatedV1.parse(event.data);
  const current = await tx.get<T>(options.collection, String(updated.companyId));
  if (!current) return;
  const name = updated.changes.name;
  const changes: Partial<Doc> = {
    ...(options.changes ? options.changes(updated) : {}),
    ...(typeof name === 'string' && name ? { name } : {}),
  };
  if (Object.keys(changes).length === 0) return;
  await tx.put<T>(options.collection, { ...current, ...changes });
}

/** Subscribes the service's company directory, as consumer group `consumer`, to data-collection's company events. */
export async function startCompanyDirectory<T extends Doc = CompanyDirectoryEntry>(
  runtime: ServiceRuntime,
  consumer: string,
  options: CompanyDirectoryOptions<T>,
): Promise<Subscription> {
  const apply = consumeIdempotently(runtime.store, consumer, (event: CloudEvent, tx) =>
    applyCompanyDirectoryEvent(options, event, tx),
  );
  return runtime.bus.subscribe({ group: consumer, topics: ['data-collection.company'], handler: apply });
}
