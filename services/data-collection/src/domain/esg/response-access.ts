import { canActForCompany, DEMO_COMPANY_ID, type CompanyLookup } from '@esg/access-policy';
import type { Principal } from '@esg/platform';
import type { ResponseDoc } from './response';

/**
 * Who may do what with a response (docs/data-collection.md, "Roles"). Sides:
 * - company: users of the reporting company enter values, assign contributors, import and submit;
 * - contributor: a company user with permission Contributor sees and edits only its assignment;
 * - reviewer: the users of the company that asked for the data (the GP; for a company's own data,
 *   its own users) review, publish and reopen — never a value they entered themselves (four eyes);
 * - observer: anyone else who may act for the company (admins, co-investors, consultants, a
 *   demo-contract user shown the showcase GP, the GP of a company's own-data response) reads.
 */
export interface ResponseAccess {
  read: boolean;
  /** A contributor: reads and edits only what is assigned to it. */
  contributor: boolean;
  company: boolean;
  reviewer: boolean;
}

const READ_ONLY_PERMISSIONS = new Set(['Coinvestor', 'Consultant']);

/** The companies a principal acts as its own: its company, and for a demo-contract company the demo company too. */
export function ownCompanyIds(principal: Principal, lookup: CompanyLookup): number[] {
  if (principal.companyId === null) return [];
  const own = lookup(principal.companyId);
  return own?.contract_type === 'demo' ? [principal.companyId, DEMO_COMPANY_ID] : [principal.companyId];
}

const demoWorkplace = (principal: Principal, lookup: CompanyLookup): boolean =>
  principal.companyId !== null && lookup(principal.companyId)?.contract_type === 'demo';

export function responseAccess(
  principal: Principal,
  response: Pick<ResponseDoc, 'companyId' | 'requesterCompanyId' | 'assignments'>,
  lookup: CompanyLookup,
): ResponseAccess {
  const none: ResponseAccess = { read: false, contributor: false, company: false, reviewer: false };
  if (!canActForCompany(principal, response.companyId, lookup)) return none;
  if (principal.role === 'admin' || READ_ONLY_PERMISSIONS.has(principal.permission ?? ''))
    return { ...none, read: true };
  // A demo contract's users are shown the showcase GP's data and change none of it (rule 100).
  if (demoWorkplace(principal, lookup)) return { ...none, read: true };
  const own = ownCompanyIds(principal, lookup);
  const ofCompany = own.includes(response.companyId);
  if (principal.permission === 'Contributor') {
    const assigned = ofCompany && response.assignments.some((a) => a.userId === principal.userId);
    return { ...none, read: assigned, contributor: assigned };
  }
  const ownData = response.requesterCompanyId === response.companyId;
  const reviewer = ownData ? ofCompany : principal.role === 'gp' && own.includes(response.requesterCompanyId);
  return { read: true, contributor: false, company: ofCompany, reviewer };
}

/** May the principal ask `target` for data, and as which company? GP → its portfolio company, or a company for itself. */
export function requesterFor(
  principal: Principal,
  target: { companyId: number; parent_id: number | null },
  lookup: CompanyLookup,
): number | null {
  if (principal.role === 'admin' || principal.permission !== null) return null;
  if (demoWorkplace(principal, lookup)) return null;
  if (!canActForCompany(principal, target.companyId, lookup)) return null;
  const own = ownCompanyIds(principal, lookup);
  if (principal.role === 'gp' && target.parent_id !== null && own.includes(target.parent_id))
    return target.parent_id;
  if (own.includes(target.companyId)) return target.companyId;
  return null;
}
