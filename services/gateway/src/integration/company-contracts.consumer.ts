import { companyRegisteredV1, companyUpdatedV1, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Doc, Transaction } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';

const CONSUMER = 'gateway.company-contracts';
export const COMPANY_CONTRACTS = 'company_contracts';

/**
 * What the access manager needs to know of a company: its type (the role of its team members), its
 * hierarchy and contract type (who may act for it, the demo company), and the contract limits on team
 * members and contributors (spec 3 team_members, number_of_contributors).
 */
export interface CompanyContract extends Doc {
  companyId: number;
  name: string;
  type: 'gp' | 'pc' | 'lp' | 'admin';
  parent_id: number | null;
  contract_type: string;
  team_members: number;
  number_of_contributors: number;
  /** The contract's last day (YYYY-MM-DD); after it the workplace is read-only (docs/contracts.md). */
  contract_end?: string | null;
}

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

export async function applyCompanyContractEvent(event: CloudEvent, tx: Transaction): Promise<void> {
  if (event.type === 'data-collection.company.registered.v1') {
    const d = companyRegisteredV1.parse(event.data);
    await tx.put<CompanyContract>(COMPANY_CONTRACTS, {
      id: String(d.companyId),
      companyId: d.companyId,
      name: d.name,
      type: d.type,
      parent_id: d.parentId,
      contract_type: d.contractType ?? 'standard',
      team_members: d.contract?.teamMembers ?? 0,
      number_of_contributors: d.contract?.numberOfContributors ?? 0,
    });
  } else if (event.type === 'data-collection.company.updated.v1') {
    const d = companyUpdatedV1.parse(event.data);
    const current = await tx.get<CompanyContract>(COMPANY_CONTRACTS, String(d.companyId));
    if (!current) return;
    const { name, contract_type, team_members, number_of_contributors, contract_end } = d.changes;
    await tx.put<CompanyContract>(COMPANY_CONTRACTS, {
      ...current,
      ...(typeof name === 'string' && name ? { name } : {}),
      ...(typeof contract_type === 'string' && contract_type ? { contract_type } : {}),
      ...(count(team_members) !== undefined ? { team_members: count(team_members) } : {}),
      ...(count(number_of_contributors) !== undefined
        ? { number_of_contributors: count(number_of_contributors) }
        : {}),
      ...(contract_end === null ||
      (typeof contract_end === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(contract_end))
        ? { contract_end }
        : {}),
    });
  }
}

/** Read model of data-collection's companies for the access manager (built from its company events). */
export async function startCompanyContracts(runtime: ServiceRuntime): Promise<Subscription> {
  return runtime.bus.subscribe({
    group: CONSUMER,
    topics: ['data-collection.company'],
    handler: consumeIdempotently(runtime.store, CONSUMER, applyCompanyContractEvent),
  });
}
