import {
  API_CUSTOMER_COMPANY_ID,
  REPORTING_DASHBOARD_COMPANY_ID,
  REPORTING_DASHBOARD_STANDARD_IDS,
  STANDARD_IDS,
} from './constants';
import {
  type PolicyCompany,
  type PolicyContext,
  hasStandard,
  isActionPlanFeatureEnabled,
  isContributor,
  isDemoContract,
  isSfdrCompany,
  isSpecialAdmin,
} from './context';
import { canUseCarbonCalculator } from './climate';
import { routeAccess } from './route-access';
import { AUDITOR_PATH, RI_DASHBOARDS_PATH } from './routes';
import { feedbackLabel, feedbackPath } from './workplace';

/**
 * The sidebar of spec 2.4 / 6.2. Entries follow the order of the table in 6.2; the Data, Analysis
 * and Reporting groups hold the entries the table lists under them. Every rule of the table is
 * applied, and then one more: an entry whose page `routeAccess` would refuse is dropped (and a group
 * left empty disappears), so the menu never offers a link that bounces the user elsewhere.
 */

export type MenuEntryId =
  | 'assurance'
  | 'user-guide'
  | 'home'
  | 'contract-manager'
  | 'log-release'
  | 'funds-manager'
  | 'access-manager'
  | 'action-plans'
  | 'data'
  | 'collection'
  | 'monitoring'
  | 'edci-submission'
  | 'frameworks'
  | 'analysis'
  | 'trends'
  | 'materiality'
  | 'benchmarking'
  | 'benchmarking-tool'
  | 'scorecard'
  | 'pai-calculation'
  | 'pai-reports'
  | 'reporting'
  | 'ddm'
  | 'management'
  | 'investors'
  | 'portfolio-companies'
  | 'reporting-dashboard'
  | 'carbon-calculator'
  | 'sfdr-reporting'
  | 'ri-dashboards'
  | 'api-documentation'
  | 'api-settings'
  | 'feedback'
  | 'get-help';

export interface MenuEntry {
  id: MenuEntryId;
  label: string;
  /** Absent on a group. */
  path?: string;
  /** Present on a group (Data, Analysis, Reporting). */
  children?: MenuEntry[];
}

type Candidate = MenuEntry | false | null | undefined;

const link = (id: MenuEntryId, label: string, path: string): MenuEntry => ({ id, label, path });

function group(id: MenuEntryId, label: string, children: readonly Candidate[]): MenuEntry {
  return { id, label, children: children.filter((child): child is MenuEntry => Boolean(child)) };
}

function hasReportingDashboard(company: PolicyCompany): boolean {
  return (
    company.id === REPORTING_DASHBOARD_COMPANY_ID ||
    REPORTING_DASHBOARD_STANDARD_IDS.every((standardId) => company.standards.includes(standardId))
  );
}

/** Drops entries whose page the user may not open, then empty groups. */
function reachable(entries: readonly MenuEntry[], ctx: PolicyContext): MenuEntry[] {
  const kept: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.children) {
      const children = reachable(entry.children, ctx);
      if (children.length > 0) kept.push({ ...entry, children });
    } else if (entry.path !== undefined && routeAccess(entry.path, ctx).allowed) {
      kept.push(entry);
    }
  }
  return kept;
}

/** The sidebar entries for the user of `ctx`; empty when signed out. */
export function menuFor(ctx: PolicyContext): MenuEntry[] {
  const { user, company } = ctx;
  if (user === null) return [];
  // An auditor has one page (rule 141).
  if (user.permission === 'Auditor') return [link('assurance', 'Assurance', AUDITOR_PATH)];
  const admin = user.role === 'admin';
  const contributor = isContributor(user);
  const gpNonContributor = user.role === 'gp' && !contributor;
  const esg = hasStandard(company, STANDARD_IDS.ESG);
  const sfdr = hasStandard(company, STANDARD_IDS.SFDR);
  // Pc users and contributors may not open the portfolio scorecards (spec 6.1); their Scorecard
  // entry opens their own company's ESG scorecard instead.
  const scorecardPath = routeAccess('/scorecards', ctx).allowed ? '/scorecards' : '/ESG-Scorecard';

  const candidates: Candidate[] = [
    link('user-guide', 'User Guide', '/user-guide'),
    link('home', 'Home', '/home'),
    admin && link('contract-manager', 'Contract Manager', '/contract-manager'),
    admin && link('log-release', 'Log Release', '/admin-release-logs'),
    gpNonContributor &&
      company?.funds_manager === true &&
      link('funds-manager', 'Funds Manager', '/fundManager'),
    !admin &&
      !contributor &&
      !isDemoContract(company) &&
      link('access-manager', 'Access Manager', '/access-manager'),
    ((!admin && !contributor && isActionPlanFeatureEnabled(ctx)) || isSpecialAdmin(user)) &&
      link('action-plans', 'Action Plans', '/action-plans'),
    !admin &&
      company !== null &&
      group('data', 'Data', [
        link('collection', 'Collection', '/collect-data'),
        !contributor &&
          (company.parent_id === null || user.role === 'gp') &&
          link('monitoring', 'Monitoring', '/view-childs-data'),
        company.gp_key !== null && link('edci-submission', 'EDCI Submission', '/edci-submissions'),
        !contributor && link('frameworks', 'Frameworks', '/frameworks'),
      ]),
    company !== null &&
      group('analysis', 'Analysis', [
        esg && link('trends', 'Trends', '/trend'),
        esg && link('materiality', 'Materiality', '/materiality'),
        esg && link('benchmarking', 'Benchmarking', '/benchmarking'),
        link('benchmarking-tool', 'Benchmarking Tool', '/benchmarking-tool'),
        !isSfdrCompany(company) && link('scorecard', 'Scorecard', scorecardPath),
        sfdr && link('pai-calculation', 'PAI Calculation', '/viewPaiCalculation'),
        sfdr && link('pai-reports', 'PAI Reports', '/pai-published-report'),
      ]),
    company !== null &&
      group('reporting', 'Reporting', [
        link('ddm', 'DDM', '/ddmReporting'),
        link('management', 'Management', '/management'),
        link('investors', 'Investors', '/investor'),
        link('portfolio-companies', 'Portfolio Companies', '/portfolio-companies'),
        hasReportingDashboard(company) &&
          link('reporting-dashboard', 'Reporting Dashboard', '/dataCollectionReporting'),
      ]),
    canUseCarbonCalculator(user, company) &&
      link('carbon-calculator', 'Carbon Calculator', '/carbon-emission'),
    gpNonContributor &&
      sfdr &&
      ctx.optionalIndicatorCount === 0 &&
      link('sfdr-reporting', 'SFDR Reporting', '/sfdrOrientation'),
    company?.id === API_CUSTOMER_COMPANY_ID && link('ri-dashboards', 'RI Dashboards', RI_DASHBOARDS_PATH),
    company?.id === API_CUSTOMER_COMPANY_ID &&
      link('api-documentation', 'API Documentation', '/api-documentation'),
    company?.id === API_CUSTOMER_COMPANY_ID && link('api-settings', 'API Settings', '/apiKeySettings'),
    feedbackLabel(ctx) === 'Get Help'
      ? link('get-help', 'Get Help', feedbackPath(ctx))
      : link('feedback', 'Feedback', feedbackPath(ctx)),
  ];
  return reachable(
    candidates.filter((candidate): candidate is MenuEntry => Boolean(candidate)),
    ctx,
  );
}

/** The ids of a menu, depth first: handy for tests and for "is this entry shown" checks. */
export function menuIds(entries: readonly MenuEntry[]): MenuEntryId[] {
  return entries.flatMap((entry) => [entry.id, ...menuIds(entry.children ?? [])]);
}
