import { DEMO_COMPANY_ID, GET_HELP_CUSTOMER_COMPANY_ID } from './constants';
import { type PolicyCompany, type PolicyContext, isDemoContract } from './context';
import { normalisePath } from './routes';

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
 * The pages that show one company's data (its figures, its portfolio, its analyses): they have
 * nothing to show without a company. Lists across all companies (the responses, published data),
 * reference pages (frameworks, the factor library, the scorecard method) and the admin's own pages
 * are not among them.
 */
export const COMPANY_WORKPLACE_PATHS: readonly string[] = [
  '/indicatorDetail',
  '/highlights',
  '/leaderboardHighlights',
  '/fundManager',
  '/portfolio-companies',
  '/investor',
  '/data-analysis',
  '/data-trends',
  '/dataCollectionReporting',
  '/ddmReporting',
  '/view-childs-data',
  '/data-quality',
  '/edci-submissions',
  '/edci-submission-detail',
  '/trend',
  '/materiality',
  '/benchmarking',
  '/benchmarking-tool',
  '/industry-benchmarking',
  '/internal-benchmarking',
  '/analytics',
  '/carbon-emission',
  '/scorecards',
  '/ESG-Scorecard',
  '/scorecard-standard-9',
  '/sfdr-collection',
  '/optionalIndicatorSelection',
  '/viewPaiCalculation',
  '/pai-published-report',
];

/**
 * Whether `path` is a company's page opened by a platform admin who visits no workplace: the admin
 * belongs to no company ("An admin skips company loading", spec 6.1), so instead of the page the
 * SPA asks which company's workplace to visit (spec 2.3). Everyone else, and a visiting admin, sees
 * the page.
 */
export function needsCompanyWorkplace(rawPath: string, ctx: PolicyContext): boolean {
  if (ctx.user?.role !== 'admin' || effectiveCompanyId(ctx) !== null) return false;
  const path = normalisePath(rawPath);
  return COMPANY_WORKPLACE_PATHS.some((base) => path === base || path.startsWith(`${base}/`));
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
