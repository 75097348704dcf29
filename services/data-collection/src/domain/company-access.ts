import type { Principal } from '@esg/platform';
import type { Company } from './company';

/**
 * Whom a user may act for: an admin any company; everyone their own company; a GP also the
 * portfolio companies whose parent is theirs. (Spec 6: companies see their own data and their children's.)
 */
export function mayActFor(principal: Principal, company: Pick<Company, 'companyId' | 'parent_id'>): boolean {
  if (principal.role === 'admin') return true;
  if (principal.companyId === null) return false;
  if (company.companyId === principal.companyId) return true;
  return principal.role === 'gp' && company.parent_id === principal.companyId;
}
