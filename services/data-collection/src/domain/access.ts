import type { LimitUsage } from '@esg/contracts';
import { DomainError } from '@esg/platform';
import type { Company } from './company';
import { dataCollectionError } from './data-collection.errors';

/**
 * Contract limits (spec 3: number_of_pcs, team_members, number_of_contributors) as the access manager
 * applies them. `number_of_pcs` bounds the companies a company invites: portfolio companies for a GP,
 * GP companies for an LP (docs/adr/0032).
 */

/** The contract a company invited through the access manager starts with, until the contract manager changes it. */
export const INVITED_COMPANY_CONTRACT: Record<
  'pc' | 'gp',
  Pick<Company, 'team_members' | 'number_of_pcs' | 'number_of_contributors'>
> = {
  pc: { team_members: 3, number_of_pcs: 0, number_of_contributors: 3 },
  gp: { team_members: 5, number_of_pcs: 10, number_of_contributors: 5 },
};

export function usage(limit: number, used: number): LimitUsage {
  return { limit, used, remaining: Math.max(0, limit - used) };
}

/** The kind of company a company invites: a GP its portfolio companies, an LP its GPs. */
export function invitedType(company: Company): 'pc' | 'gp' | null {
  if (company.type === 'gp') return 'pc';
  if (company.type === 'lp') return 'gp';
  return null;
}

export function assertInvites(company: Company, kind: 'pc' | 'gp'): void {
  if (invitedType(company) === kind) return;
  const what = kind === 'pc' ? 'portfolio companies (a GP does)' : 'GP companies (an LP does)';
  throw dataCollectionError(
    'ACCESS.CONFLICT',
    `${company.name} is a company of type ${company.type}: it does not invite ${what}`,
  );
}

export function limitReached(company: Company, kind: 'pc' | 'gp', limit: number): DomainError {
  const what = kind === 'pc' ? 'portfolio companies' : 'GP companies';
  return dataCollectionError(
    'ACCESS.LIMIT_REACHED',
    `The contract of ${company.name} allows ${limit} ${what} (number_of_pcs) and all are used; ask the platform team to extend it`,
  );
}
