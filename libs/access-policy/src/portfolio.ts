import { isOutsideParty } from './abilities';
import { type PolicyContext, isContributor, isDemoContract, isPrimaryUser } from './context';

/**
 * Funds and access management (spec 6.2 "Fund(s) Manager" and "Access Manager", 6.1 primary user),
 * for the server's guards and the SPA's buttons. `ctx.company` is the company concerned: the user's
 * own, or for a visiting admin the visited one. Decisions: docs/access-policy.md rules 41-43.
 */

/**
 * Who creates, changes and closes a company's funds and records their positions: the spec's Fund(s)
 * Manager rule (gp non-contributors whose company is a funds manager) without the outside parties
 * (Coinvestor, Consultant: they change nothing of the GP's, rule 45 over rule 41), the same rule for
 * an LP's own funds (its commitments to GP funds), never on a demo contract; and an admin.
 */
export function canManageFunds(ctx: PolicyContext): boolean {
  const { user, company } = ctx;
  if (user === null) return false;
  if (user.role === 'admin') return true;
  if (
    company === null ||
    isContributor(user) ||
    isOutsideParty(user) ||
    isDemoContract(company) ||
    !company.funds_manager
  ) {
    return false;
  }
  return (
    user.companyId === company.id && user.role === company.type && (user.role === 'gp' || user.role === 'lp')
  );
}

/** Who sees the access manager: everyone except admin, contributors and the demo company (spec 6.2). */
export function canOpenAccessManager(ctx: PolicyContext): boolean {
  const { user, company } = ctx;
  return user !== null && user.role !== 'admin' && !isContributor(user) && !isDemoContract(company);
}

/**
 * Who changes access (invites, resends, revokes, changes permissions, removes members): the company's
 * primary user (spec 6.1) where the access manager is open to them, or an admin.
 */
export function canChangeAccess(ctx: PolicyContext): boolean {
  const { user } = ctx;
  if (user === null) return false;
  if (user.role === 'admin') return true;
  return (
    canOpenAccessManager(ctx) &&
    ctx.company !== null &&
    user.companyId === ctx.company.id &&
    isPrimaryUser(ctx)
  );
}

/**
 * Who edits /company-details (name, industry, the mail and highlight flags): the company's own primary
 * user (spec 6.1), or an admin (who also edits the platform's fields). Everyone else reads the page.
 * Decision 50 in docs/access-policy.md.
 */
export function canEditCompanyDetails(ctx: PolicyContext): boolean {
  const { user, company } = ctx;
  if (user === null) return false;
  if (user.role === 'admin') return true;
  return company !== null && user.companyId === company.id && isPrimaryUser(ctx);
}
