import { companyRegisteredV1, companyUpdatedV1, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { ServiceRuntime } from '@esg/platform';
import { COMPANIES, type CompanyRecord } from '../application/climate-access';

const CONSUMER = 'scoring.company-directory';

/** Companies and their parents (who invests in whom) from data-collection's company events. */
export async function startCompanyDirectory(runtime: ServiceRuntime): Promise<Subscription> {
  const apply = consumeIdempotently(runtime.store, CONSUMER, async (event: CloudEvent, tx) => {
    if (event.type === 'data-collection.company.registered.v1') {
      const data = companyRegisteredV1.parse(event.data);
      await tx.put<CompanyRecord>(COMPANIES, {
        id: String(data.companyId),
        companyId: data.companyId,
        name: data.name,
        type: data.type,
        parent_id: data.parentId,
        contract_type: data.contractType ?? 'standard',
      });
    } else if (event.type === 'data-collection.company.updated.v1') {
      const data = companyUpdatedV1.parse(event.data);
      const current = await tx.get<CompanyRecord>(COMPANIES, String(data.companyId));
      const name = data.changes.name;
      if (current && typeof name === 'string' && name)
        await tx.put<CompanyRecord>(COMPANIES, { ...current, name });
    }
  });
  return runtime.bus.subscribe({ group: CONSUMER, topics: ['data-collection.company'], handler: apply });
}
