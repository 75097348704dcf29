import { DEMO_COMPANY_ID } from '@esg/access-policy';
import { QUALITY_FLAG_ID_PATTERN, type QualityCheck } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { type Principal } from '@esg/platform';
import type { Company } from '../../domain/company';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { monitoredCompanies } from '../../queries/monitoring/monitoring';
import { dataCollectionError } from '../../domain/data-collection.errors';

/**
 * Whose portfolio a caller reads: the investor named, else its own company (a demo-contract user is
 * shown the showcase GP). Reading follows monitoring (rule 125): whoever may monitor the investor's
 * portfolio — its team and outside parties, the platform admin — never Contributors or companies.
 */
export async function readableInvestor(
  store: Store,
  companies: CompanyRepository,
  principal: Principal,
  investorId: number | undefined,
): Promise<Company> {
  let id = investorId ?? principal.companyId;
  if (investorId === undefined && principal.companyId !== null) {
    const own = await store.get<Company>('companies', String(principal.companyId));
    if (own?.contract_type === 'demo') id = DEMO_COMPANY_ID;
  }
  if (id === null || id === undefined)
    throw dataCollectionError('QUALITY.VALIDATION', 'investorId: name the investor whose portfolio to check');
  return (await monitoredCompanies(store, companies, principal, id)).monitor;
}

/** The investor the caller works for (resolving flags, thresholds, overrides): its own GP, nothing else (rule 126). */
export async function ownInvestor(store: Store, principal: Principal, investorId?: number): Promise<Company> {
  const id = principal.companyId;
  const company = id === null ? null : await store.get<Company>('companies', String(id));
  if (!company || (investorId !== undefined && investorId !== id) || company.type !== 'gp')
    throw dataCollectionError(
      'QUALITY.FORBIDDEN',
      "Only the investor's own team reviews the data quality of its portfolio",
    );
  return company;
}

export interface ParsedFlagId {
  companyId: number | null;
  investorId: number | null;
  period: string;
  metricCode: string;
  check: QualityCheck;
}

/** The parts of a flag's id (`2:2024:ghg.scope1:year_on_year`, `gp1:2024:ghg.scope3:absence`). */
export function parseFlagId(flagId: string): ParsedFlagId {
  const match = QUALITY_FLAG_ID_PATTERN.exec(flagId);
  const check = match?.[4]?.replace(/\..*$/, '');
  if (!match || !['year_on_year', 'outlier', 'cross_check', 'absence'].includes(check ?? ''))
    throw dataCollectionError('QUALITY_FLAG.NOT_FOUND', `Flag ${flagId} was not found`);
  const subject = match[1];
  return {
    companyId: subject.startsWith('gp') ? null : Number(subject),
    investorId: subject.startsWith('gp') ? Number(subject.slice(2)) : null,
    period: match[2],
    metricCode: match[3],
    check: check as QualityCheck,
  };
}
