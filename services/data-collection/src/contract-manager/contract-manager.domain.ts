import {
  contractExpired,
  contractStatus,
  governingContract,
  standardNotIncludedMessage,
  standardsOutsideContract,
  CONTRACT_STANDARD_CODE,
  type Contract,
  type SaveContractRequest,
} from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import type { Company } from '../domain/company';
import { dataCollectionError } from '../domain/data-collection.errors';
import type { StandardDoc } from '../domain/standards';

/**
 * The contract's period and standards are kept on the company beside the limits the access manager
 * enforces (number_of_pcs, team_members, number_of_contributors; ADR 0032). Absent on companies
 * stored before the contract screens: open-ended, no standards listed.
 */
export interface CompanyWithContract extends Company {
  contract_start?: string | null;
  contract_end?: string | null;
  contract_standards?: number[];
  contract_updated_at?: string | null;
}

/** The company type whose invitations the portfolio-company limit counts (ADR 0032). */
export const invitedKind = (company: Company): 'pc' | 'gp' => (company.type === 'lp' ? 'gp' : 'pc');

export function presentContract(
  company: CompanyWithContract,
  portfolioCompaniesUsed: number,
  standardNames: ReadonlyMap<number, string>,
  today: string,
  includedStandards: Contract['includedStandards'],
): Contract {
  const period = { startDate: company.contract_start ?? null, endDate: company.contract_end ?? null };
  const { status, daysLeft } = contractStatus(period, today);
  return {
    companyId: company.companyId,
    companyName: company.name,
    companyType: company.type,
    parentId: company.parent_id,
    contractType: company.contract_type,
    ...period,
    status,
    daysLeft,
    readOnly: contractExpired(period.endDate, today),
    limits: {
      portfolioCompanies: company.number_of_pcs,
      teamMembers: company.team_members,
      contributors: company.number_of_contributors,
    },
    portfolioCompaniesUsed,
    standards: (company.contract_standards ?? []).map((id) => ({
      id,
      name: standardNames.get(id) ?? `Standard ${id}`,
    })),
    updatedAt: company.contract_updated_at ?? null,
    includedStandards,
  };
}

/** The contract deciding which standards the company may collect (its own or a parent's), or null: open. */
export type CompanyLookup = (companyId: number) => Promise<CompanyWithContract | null | undefined>;
export const companyLookup =
  (reader: DocumentReader): CompanyLookup =>
  (companyId) =>
    reader.get<CompanyWithContract>('companies', String(companyId));

export async function includedStandardsOf(
  company: CompanyWithContract,
  lookup: CompanyLookup,
): Promise<Contract['includedStandards']> {
  const holder = await governingContract(company, lookup);
  return holder
    ? { companyId: holder.companyId, companyName: holder.name, standardIds: holder.contract_standards ?? [] }
    : null;
}

/**
 * Refuses standards the governing contract does not include (issue 13, docs/contracts.md): 409
 * CONTRACT.STANDARD_NOT_INCLUDED naming the contract's company and the standards.
 */
export async function assertStandardsInContract(
  company: CompanyWithContract,
  standardIds: readonly number[],
  reader: DocumentReader,
): Promise<void> {
  const included = await includedStandardsOf(company, companyLookup(reader));
  const outside = standardsOutsideContract(included?.standardIds ?? null, standardIds);
  if (outside.length === 0 || !included) return;
  const names = new Map(
    (await reader.find<StandardDoc>('standards', { standardId: { in: outside } })).map((s) => [
      s.standardId,
      s.name,
    ]),
  );
  throw dataCollectionError(
    CONTRACT_STANDARD_CODE,
    standardNotIncludedMessage(
      included.companyName,
      outside.map((id) => names.get(id) ?? `Standard ${id}`),
    ),
    { standardIds: outside, contractCompanyId: included.companyId },
  );
}

/**
 * The company after a contract change, and the changed fields with their previous values for
 * company.updated.v1 (the gateway applies the team limits and the end date from it).
 */
export function applyContract(
  company: CompanyWithContract,
  request: SaveContractRequest,
  now: string,
): { next: CompanyWithContract; changes: Record<string, unknown>; previous: Record<string, unknown> } {
  const wanted: Record<string, unknown> = {
    contract_type: request.contractType,
    contract_start: request.startDate,
    contract_end: request.endDate,
    number_of_pcs: request.limits.portfolioCompanies,
    team_members: request.limits.teamMembers,
    number_of_contributors: request.limits.contributors,
    contract_standards: [...new Set(request.standardIds)].sort((a, b) => a - b),
  };
  const current = company as unknown as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    const before = current[field] ?? (field === 'contract_standards' ? [] : null);
    if (JSON.stringify(before) === JSON.stringify(value)) continue;
    changes[field] = value;
    previous[field] = before;
  }
  const next = { ...company, ...changes, contract_updated_at: now } as CompanyWithContract;
  return { next, changes, previous };
}
