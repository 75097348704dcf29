import type { Permission, Role } from '@esg/contracts';
import { CONTRACT_MANAGER_ADMIN_EMAILS, STANDARD_IDS } from './constants';

export type CompanyType = 'gp' | 'lp' | 'pc' | 'admin';
export type ReportingCycle = 'quarterly' | '6-monthly' | 'annually';

/** The signed-in user as the policy needs it (spec 3 "User"). */
export interface PolicyUser {
  id: number;
  email: string;
  role: Role;
  permission: Permission | null;
  companyId: number | null;
}

/** A company as the policy needs it (spec 3 "Company"); `standards` are assignment ids in order. */
export interface PolicyCompany {
  id: number;
  name: string;
  type: CompanyType;
  parent_id: number | null;
  contact_email: string;
  contract_type: string;
  funds_manager: boolean;
  is_action_plan_enabled: boolean;
  gp_key: string | null;
  standards: readonly number[];
  /** A ReportingCycle once chosen; only the data collection modal reads it (absent or null: not set). */
  data_collection_duration?: string | null;
}

/**
 * Everything a decision depends on, passed explicitly so the same call gives the same answer in the
 * browser and on the server. `user` is null while signed out, and also while a session still waits
 * for its second factor: "authenticated means a user id is set" (spec 4) only once 2FA is done.
 * `company` is the user's own company as loaded from its companyId (for an admin visiting a
 * workplace, the visited company); `parentCompany` is its parent, if any.
 */
export interface PolicyContext {
  user: PolicyUser | null;
  company: PolicyCompany | null;
  parentCompany: PolicyCompany | null;
  /** Optional SFDR indicators chosen by the company (spec 7.4 optionalIndicatorCount.count). */
  optionalIndicatorCount?: number;
  /** Set while an admin is visiting a company workplace (spec 2.3 "Back To Admin"). */
  visitingCompanyId?: number | null;
}

const ROLES: readonly Role[] = ['admin', 'gp', 'lp', 'pc'];
const PERMISSIONS: readonly Permission[] = ['Contributor', 'Coinvestor', 'Consultant', 'Auditor'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d*$/.test(value.trim())) return Number(value.trim());
  return null;
}

function toPermission(value: unknown): Permission | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const permission = toPermission(item);
      if (permission) return permission;
    }
    return null;
  }
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return PERMISSIONS.find((permission) => permission.toLowerCase() === wanted) ?? null;
}

/**
 * Reads a user object as it comes from the API, a token or older stored data. The permission is
 * read from `permission` or, failing that, the legacy spelling `permissions` (spec 3); either may be
 * a string or a list, compared case-insensitively. The company is read from `companyId` or
 * `company_id`. Returns null when the object has no usable id, email or role.
 */
export function normaliseUser(raw: unknown): PolicyUser | null {
  if (!isRecord(raw)) return null;
  const id = toId(raw.id);
  const email = typeof raw.email === 'string' ? raw.email.trim() : '';
  const role = ROLES.find((candidate) => candidate === raw.role);
  if (id === null || email === '' || role === undefined) return null;
  const permission = toPermission(raw.permission) ?? toPermission(raw.permissions);
  const companyId = toId(raw.companyId ?? raw.company_id);
  return { id, email, role, permission, companyId };
}

/**
 * Reads a company as GET company/{id} returns it (spec 7.4): standards come from `standards` when
 * present, otherwise from `company_standard_assignments[].standard_id`, keeping their order.
 */
export function normaliseCompany(raw: unknown): PolicyCompany | null {
  if (!isRecord(raw)) return null;
  const id = toId(raw.id);
  const type = (['gp', 'lp', 'pc', 'admin'] as const).find((candidate) => candidate === raw.type);
  if (id === null || type === undefined) return null;
  let standards: number[] = [];
  if (Array.isArray(raw.standards)) {
    standards = raw.standards.map(toId).filter((value): value is number => value !== null);
  } else if (Array.isArray(raw.company_standard_assignments)) {
    standards = raw.company_standard_assignments
      .map((assignment) => (isRecord(assignment) ? toId(assignment.standard_id) : null))
      .filter((value): value is number => value !== null);
  }
  const duration = raw.data_collection_duration;
  return {
    id,
    name: typeof raw.name === 'string' ? raw.name : '',
    type,
    parent_id: toId(raw.parent_id),
    contact_email: typeof raw.contact_email === 'string' ? raw.contact_email : '',
    contract_type: typeof raw.contract_type === 'string' ? raw.contract_type : '',
    funds_manager: raw.funds_manager === true || raw.funds_manager === 1,
    is_action_plan_enabled: raw.is_action_plan_enabled === true || raw.is_action_plan_enabled === 1,
    gp_key: typeof raw.gp_key === 'string' && raw.gp_key.trim() !== '' ? raw.gp_key : null,
    standards,
    data_collection_duration: typeof duration === 'string' && duration !== '' ? duration : null,
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function isContributor(user: PolicyUser): boolean {
  return user.permission === 'Contributor';
}

/** The "one specific admin account" of spec 6.1 / "special admin account" of 6.2. */
export function isSpecialAdmin(user: PolicyUser | null): boolean {
  return (
    user !== null &&
    user.role === 'admin' &&
    CONTRACT_MANAGER_ADMIN_EMAILS.some((email) => sameEmail(email, user.email))
  );
}

export function hasStandard(company: PolicyCompany | null, standardId: number): boolean {
  return company !== null && company.standards.includes(standardId);
}

/**
 * An "SFDR company" in the sense of spec 2.5: its first standard is SFDR. Used for the Scorecard
 * rule ("not SFDR"); entries that need SFDR at all use `hasStandard(company, 8)`.
 */
export function isSfdrCompany(company: PolicyCompany | null): boolean {
  return company !== null && company.standards[0] === STANDARD_IDS.SFDR;
}

/** The company holds a demo contract, so its users see the demo company (spec 4). */
export function isDemoContract(company: PolicyCompany | null): boolean {
  return company !== null && company.contract_type === 'demo';
}

/** "is_action_plan_enabled on the company or its parent" (spec 6.1). */
export function isActionPlanFeatureEnabled(ctx: PolicyContext): boolean {
  return ctx.company?.is_action_plan_enabled === true || ctx.parentCompany?.is_action_plan_enabled === true;
}

/** The primary user: e-mail equals the company contact e-mail, or the admin (spec 6.1). */
export function isPrimaryUser(ctx: PolicyContext): boolean {
  const { user, company } = ctx;
  if (user === null) return false;
  if (user.role === 'admin') return true;
  return company !== null && company.contact_email !== '' && sameEmail(user.email, company.contact_email);
}
