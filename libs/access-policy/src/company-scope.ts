import type { Role } from '@esg/contracts';
import { DEMO_COMPANY_ID } from './constants';

/**
 * Which company a principal may act for: the check behind the X-Company-ID header on the server
 * (ARCHITECTURE.md "API"), and behind the SPA's company switcher.
 */

export interface CompanyScopePrincipal {
  role: Role;
  companyId: number | null;
}

export interface CompanyScopeRecord {
  id: number;
  parent_id: number | null;
  /** When 'demo', the company's users work on the demo company (spec 4). */
  contract_type?: string | null;
}

export type CompanyLookup = (companyId: number) => CompanyScopeRecord | null | undefined;

/**
 * - admin: any company (admins visit workplaces, spec 2.3);
 * - everyone else needs a company of their own and may act for it;
 * - gp: also for its direct children (the companies it monitors); grandchildren are refused, a
 *   nested gp acts for its own children itself;
 * - lp and pc: their own company only;
 * - a user of a demo-contract company acts as if its company were the demo company 1 (spec 4),
 *   so it may also act for 1 (and, when gp, for the children of 1).
 * An unknown target is refused.
 */
export function canActForCompany(
  principal: CompanyScopePrincipal,
  targetCompanyId: number,
  companies: CompanyLookup,
): boolean {
  if (principal.role === 'admin') return true;
  if (principal.companyId === null) return false;
  const own = companies(principal.companyId);
  const ownIds =
    own?.contract_type === 'demo' ? [principal.companyId, DEMO_COMPANY_ID] : [principal.companyId];
  if (ownIds.includes(targetCompanyId)) return true;
  if (principal.role !== 'gp') return false;
  const target = companies(targetCompanyId);
  return target != null && target.parent_id !== null && ownIds.includes(target.parent_id);
}
