import { DEMO_COMPANY_ID, GET_HELP_CUSTOMER_COMPANY_ID } from './constants';
import { type PolicyCompany, type PolicyContext, isDemoContract } from './context';

/**
 * What the top bar and the default layout show for the signed-in user's workplace (spec 2.3, 2.5,
 * 4 "Demo companies").
 */

/** Whether the admin is visiting a company workplace, which shows 'Back To Admin' (spec 2.3). */
export function isVisitingWorkplace(ctx: PolicyContext): boolean {
  return ctx.user?.role === 'admin' && ctx.visitingCompanyId != null;
}

/**
 * The company whose data the user works on, which is also the X-Company-ID the SPA sends:
 * - an admin visiting a workplace: the visited company;
 * - an admin otherwise: none ("An admin skips company loading", spec 6.1);
 * - a user of a demo-contract company: the demo company 1 (spec 4);
 * - everyone else: their own company.
 */
export function effectiveCompanyId(ctx: PolicyContext): number | null {
  const { user } = ctx;
  if (user === null) return null;
  if (user.role === 'admin') return ctx.visitingCompanyId ?? null;
  if (isDemoContract(ctx.company)) return DEMO_COMPANY_ID;
  return user.companyId ?? ctx.company?.id ?? null;
}

/**
 * The demo banner (spec 4). `{name}` is the name of the user's own company, the one that holds the
 * demo contract: it is the only company name the spec's sentence can refer to besides the demo
 * company itself, whose name the user sees everywhere else on the page.
 */
export function demoBanner(ctx: PolicyContext): string | null {
  const { company } = ctx;
  if (ctx.user === null || company === null || !isDemoContract(company)) return null;
  return `You are viewing a demo account held by GP Company ${company.name}`;
}

/** The special partner or one of its direct children (spec 2.3, 6.2, 9). */
export function isGetHelpCustomer(company: PolicyCompany | null): boolean {
  return (
    company !== null &&
    (company.id === GET_HELP_CUSTOMER_COMPANY_ID || company.parent_id === GET_HELP_CUSTOMER_COMPANY_ID)
  );
}

export type FeedbackLabel = 'Give Feedback' | 'Get Help';

/** The top bar's feedback button text (spec 2.3). */
export function feedbackLabel(ctx: PolicyContext): FeedbackLabel {
  return isGetHelpCustomer(ctx.company) ? 'Get Help' : 'Give Feedback';
}

/** The page the feedback button and menu entry open. */
export function feedbackPath(ctx: PolicyContext): '/feedbacks' | '/getHelp' {
  return isGetHelpCustomer(ctx.company) ? '/getHelp' : '/feedbacks';
}

/**
 * The static data collection modal (spec 2.5): gp and lp users whose company has no parent and no
 * data collection duration yet, and no demo contract.
 */
export function showDataCollectionModal(ctx: PolicyContext): boolean {
  const { user, company } = ctx;
  if (user === null || company === null) return false;
  if (user.role !== 'gp' && user.role !== 'lp') return false;
  // A demo contract's workplace is read-only (rule 100): its users are shown company 1 and set nothing up.
  if (isDemoContract(company)) return false;
  return company.parent_id === null && !company.data_collection_duration;
}
