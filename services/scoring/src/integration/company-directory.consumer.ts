import type { Subscription } from '@esg/messaging';
import { startCompanyDirectory as startSharedCompanyDirectory, type ServiceRuntime } from '@esg/platform';
import { COMPANIES, type CompanyRecord } from '../application/climate-access';

const CONSUMER = 'scoring.company-directory';

/** Companies and their parents (who invests in whom) from data-collection's company events. */
export function startCompanyDirectory(runtime: ServiceRuntime): Promise<Subscription> {
  return startSharedCompanyDirectory<CompanyRecord>(runtime, CONSUMER, { collection: COMPANIES });
}
