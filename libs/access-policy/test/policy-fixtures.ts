import { DEMO_COMPANIES, DEMO_USERS, type DemoCompany } from '@esg/platform';
import type { PolicyCompany, PolicyContext, PolicyUser } from '@esg/access-policy';

/**
 * Policy contexts built from the seeded demo tenant (libs/platform demo-data), plus a factory for
 * the companies the seed does not have (company 310, the 760 family, nested gps).
 */

export function policyCompany(company: DemoCompany): PolicyCompany {
  return { ...company, standards: [...company.standards] };
}

export function demoCompany(id: number): PolicyCompany {
  const company = DEMO_COMPANIES.find((candidate) => candidate.id === id);
  if (!company) throw new Error(`no demo company ${id}`);
  return policyCompany(company);
}

export function demoUser(email: string): PolicyUser {
  const user = DEMO_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    permission: user.permission,
    companyId: user.company_id,
  };
}

/**
 * The context the SPA builds after sign-in: the user's company and its parent. An admin skips
 * company loading (spec 6.1), so its company is null.
 */
export function contextFor(user: PolicyUser, extra: Partial<PolicyContext> = {}): PolicyContext {
  const company = user.role === 'admin' || user.companyId === null ? null : demoCompany(user.companyId);
  const parentCompany = company?.parent_id ? demoCompany(company.parent_id) : null;
  return { user, company, parentCompany, optionalIndicatorCount: 0, visitingCompanyId: null, ...extra };
}

export function demoContext(email: string, extra: Partial<PolicyContext> = {}): PolicyContext {
  return contextFor(demoUser(email), extra);
}

export const ANONYMOUS: PolicyContext = { user: null, company: null, parentCompany: null };

let nextCompanyId = 9000;
export function makeCompany(overrides: Partial<PolicyCompany> = {}): PolicyCompany {
  const id = overrides.id ?? nextCompanyId++;
  return {
    id,
    name: `Company ${id}`,
    type: 'gp',
    parent_id: null,
    contact_email: `contact-${id}@example.test`,
    contract_type: 'standard',
    funds_manager: false,
    is_action_plan_enabled: false,
    gp_key: null,
    standards: [1],
    data_collection_duration: 'annually',
    ...overrides,
  };
}

export function makeUser(company: PolicyCompany, overrides: Partial<PolicyUser> = {}): PolicyUser {
  return {
    id: 500 + company.id,
    email: `user-${company.id}@example.test`,
    role: company.type === 'admin' ? 'admin' : company.type,
    permission: null,
    companyId: company.id,
    ...overrides,
  };
}

export function makeContext(
  company: PolicyCompany,
  parentCompany: PolicyCompany | null = null,
  user: Partial<PolicyUser> = {},
  extra: Partial<PolicyContext> = {},
): PolicyContext {
  return { user: makeUser(company, user), company, parentCompany, optionalIndicatorCount: 0, ...extra };
}
