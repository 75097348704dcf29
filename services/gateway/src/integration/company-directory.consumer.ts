import type { Subscription } from '@esg/messaging';
import type { Doc } from '@esg/persistence';
import { startCompanyDirectory as startSharedCompanyDirectory, type ServiceRuntime } from '@esg/platform';

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
export function startCompanyDirectory(runtime: ServiceRuntime): Promise<Subscription> {
  return startSharedCompanyDirectory<DirectoryEntry>(runtime, CONSUMER, { collection: 'company_directory' });
}
