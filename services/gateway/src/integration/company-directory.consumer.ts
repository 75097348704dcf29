import { companyRegisteredV1, companyUpdatedV1, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Doc } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';

const CONSUMER = 'gateway.company-directory';

/** What the gateway knows of each company: enough to check X-Company-ID against the shared policy. */
export interface DirectoryEntry extends Doc {
  companyId: number;
  parent_id: number | null;
  contract_type: string;
  /** gp, lp, pc or admin: the role of the company's users (invitations follow it). */
  type?: 'gp' | 'lp' | 'pc' | 'admin';
  /** The company's name, for the invitation mail (absent on entries made before it was kept). */
  name?: string;
}

/** Read model of data-collection's companies, built from data-collection.company.registered.v1. */
export async function startCompanyDirectory(runtime: ServiceRuntime): Promise<Subscription> {
  const apply = consumeIdempotently(runtime.store, CONSUMER, async (event: CloudEvent, tx) => {
    if (event.type === 'data-collection.company.updated.v1') {
      const update = companyUpdatedV1.parse(event.data);
      const name = update.changes.name;
      const known = await tx.get<DirectoryEntry>('company_directory', String(update.companyId));
      if (known && typeof name === 'string' && name) await tx.put('company_directory', { ...known, name });
      return;
    }
    if (event.type !== 'data-collection.company.registered.v1') return;
    const data = companyRegisteredV1.parse(event.data);
    const entry: DirectoryEntry = {
      id: String(data.companyId),
      companyId: data.companyId,
      parent_id: data.parentId,
      contract_type: data.contractType ?? 'standard',
      type: data.type,
      name: data.name,
    };
    await tx.put('company_directory', entry);
  });
  return runtime.bus.subscribe({ group: CONSUMER, topics: ['data-collection.company'], handler: apply });
}
