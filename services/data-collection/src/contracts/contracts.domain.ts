import { contractExpired, contractStatus, type Contract, type SaveContractRequest } from '@esg/contracts';
import type { Company } from '../domain/company';

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
  };
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
