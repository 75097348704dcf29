/**
 * The route catalogue of spec 2.1 with the layout (2.2), page title and access class of each route,
 * and a matcher for concrete paths. Patterns use the spec's notation: `{id}` is a segment,
 * `{id?}` an optional one. Three routes the spec only describes get names of ours (see
 * docs/access-policy.md): the standard-9 scorecard, the embedded dashboards and the customer message.
 */

export type Layout = 'default' | 'landing' | 'login' | 'login-new-theme' | 'privacy' | 'highlights';

/**
 * - `public`: anyone, signed in or not.
 * - `guest`: the login layouts; an already authenticated user is sent to /user-guide (spec 2.2).
 * - `protected`: signed-in users only; everyone else is sent to /login.
 */
export type RouteAccessClass = 'public' | 'guest' | 'protected';

/** The headings of spec 2.1. */
export type RouteArea =
  | 'entry'
  | 'information'
  | 'administration'
  | 'action-plans'
  | 'data'
  | 'edci'
  | 'analysis'
  | 'scorecards'
  | 'sfdr'
  | 'other';

export interface RouteDefinition {
  pattern: string;
  title: string;
  layout: Layout;
  access: RouteAccessClass;
  area: RouteArea;
}

const route = (
  pattern: string,
  title: string,
  area: RouteArea,
  layout: Layout = 'default',
  access: RouteAccessClass = 'protected',
): RouteDefinition => ({ pattern, title, layout, access, area });

/** The route of the standard-9 scorecard ("a scorecard route for standard 9", spec 2.1). */
export const STANDARD_SCORECARD_PATH = '/scorecard-standard-9';
/** The embedded responsible-investing dashboards (spec 2.1 "an embedded-dashboards route", 2.6). */
export const RI_DASHBOARDS_PATH = '/ri-dashboards';
/** The auditor's page: the only route an auditor opens (docs/access-policy.md rule 141). */
export const AUDITOR_PATH = '/assurance';
/** "a customer-specific message route" (spec 2.1). */
export const CUSTOMER_MESSAGE_PATH = '/customer-message';

export const ROUTE_CATALOGUE: readonly RouteDefinition[] = [
  // Entry and account. `/` has no page: the SPA forwards a signed-in user to /user-guide.
  route('/', 'Home', 'entry'),
  route('/login', 'Login', 'entry', 'login', 'guest'),
  route('/set-password', 'Set Password', 'entry', 'login-new-theme', 'guest'),
  route('/recover-password', 'Recover Password', 'entry', 'login', 'guest'),
  route('/change-password', 'Change Password', 'entry'),
  route('/two-fa-auth', 'Two-Factor Authentication', 'entry', 'login', 'guest'),
  route('/register-company', 'Register Company', 'entry', 'login-new-theme', 'guest'),
  route('/home', 'Home', 'entry'),
  route('/landing', 'Landing', 'entry', 'landing', 'public'),
  route('/profile', 'Profile', 'entry'),
  route('/profile-settings', 'My Account', 'entry'),
  route('/edit-profile', 'Edit Profile', 'entry'),
  // Information
  route('/privacy', 'Privacy Policy', 'information', 'privacy', 'public'),
  route('/old-privacy', 'Previous Privacy Policy', 'information', 'privacy', 'public'),
  route('/esgpolicy', 'ESG Policy', 'information', 'privacy', 'public'),
  route('/esg-policy-old', 'Previous ESG Policy', 'information', 'privacy', 'public'),
  route('/user-guide', 'User Guide', 'information'),
  route('/guide-details', 'Guide Details', 'information'),
  route('/highlights', 'Highlights', 'information', 'highlights'),
  route('/leaderboardHighlights', 'Leaderboard Highlights', 'information', 'highlights'),
  route('/indicatorDetail', 'Indicator Detail', 'information'),
  route('/report', 'Reports', 'information'),
  route('/portal', 'Portal', 'information'),
  route('/viewActivities', 'Activities', 'information'),
  // Administration
  route('/access-manager', 'Access Manager', 'administration'),
  // An auditor's one page (issue 27, ADR 0218): their scope, period, end date and the pack.
  route(AUDITOR_PATH, 'Assurance', 'administration'),
  route('/contract-manager', 'Contract Manager', 'administration'),
  route('/contract-form', 'Contract Form', 'administration'),
  route('/contract-information', 'Contract Information', 'administration'),
  route('/company-details', 'Company Details', 'administration'),
  route('/fundManager', 'Fund Manager', 'administration'),
  route('/portfolio-companies', 'Portfolio Companies', 'administration'),
  route('/management', 'Management', 'administration'),
  route('/investor', 'Investors', 'administration'),
  // Action plans
  route('/action-plans', 'Action Plans', 'action-plans'),
  route('/action-plans/create', 'Create Action Plan', 'action-plans'),
  route('/action-plans/create/add-recommendation', 'Add Recommendation', 'action-plans'),
  route('/action-plans/create/add-recommendation/{id}', 'Add Recommendation', 'action-plans'),
  route('/action-plans/detail/{id}', 'Action Plan Detail', 'action-plans'),
  route('/action-plans/performance/{id}', 'Action Plan Performance', 'action-plans'),
  route('/action-plans/performance/{id}/detail/{detailId}', 'Performance Detail', 'action-plans'),
  route(
    '/action-plans/detail/{actionPlanId}/{performanceStandardId?}/recommendation/{recommendationId?}',
    'Recommendation Detail',
    'action-plans',
  ),
  // Data
  route('/collect-data', 'Collect Data', 'data'),
  route('/data-responses', 'Data Responses', 'data'),
  route('/data-analysis', 'Data Analysis', 'data'),
  route('/data-trends', 'Data Trends', 'data'),
  route('/dataCollectionReporting', 'Reporting Dashboard', 'data'),
  route('/ddmReporting', 'DDM Reporting', 'data'),
  route('/view-childs-data', 'Monitoring', 'data'),
  // Data quality across the portfolio (issue 27, docs/data-quality.md): the investor's side, as monitoring.
  route('/data-quality', 'Data Quality', 'data'),
  route('/review-contributor-response', 'Review Responses', 'data'),
  route('/frameworks', 'Frameworks', 'data'),
  route('/published-data', 'Published Data', 'data'),
  // EDCI
  route('/edci-submissions', 'EDCI Submissions', 'edci'),
  route('/edci-submission-detail/{id?}', 'EDCI Submission', 'edci'),
  route('/edci-submission-detail/submissionDetailTable', 'EDCI Submission Table', 'edci'),
  // Analysis
  route('/trend', 'Trends', 'analysis'),
  route('/materiality', 'Materiality', 'analysis'),
  route('/benchmarking', 'Benchmarking', 'analysis'),
  route('/benchmarking-tool', 'Benchmarking Tool', 'analysis'),
  route('/industry-benchmarking', 'Industry Benchmarking', 'analysis'),
  route('/internal-benchmarking', 'Internal Benchmarking', 'analysis'),
  route('/analytics', 'TCFD Analytics', 'analysis'),
  route('/calculations', 'Calculations', 'analysis'),
  route('/carbon-emission', 'Carbon Calculator', 'analysis'),
  // Scorecards
  route('/scorecards', 'Scorecards', 'scorecards'),
  route('/scorecards/diversityMetrics', 'Diversity Metrics', 'scorecards'),
  route('/scorecards/pcaf', 'PCAF Scorecard', 'scorecards'),
  route('/scorecards/sfdrReport', 'SFDR Scorecard', 'scorecards'),
  route('/ESG-Scorecard', 'ESG Scorecard', 'scorecards'),
  route(STANDARD_SCORECARD_PATH, 'Scorecard', 'scorecards'),
  route('/scorecard-methodology', 'Scorecard Methodology', 'scorecards'),
  // SFDR
  route('/sfdr-collection', 'SFDR Collection', 'sfdr'),
  route('/sfdrOrientation', 'SFDR Orientation', 'sfdr'),
  route('/optionalIndicatorSelection', 'Optional Indicator Selection', 'sfdr'),
  route('/viewPaiCalculation', 'PAI Calculation', 'sfdr'),
  route('/pai-published-report', 'PAI Report', 'sfdr'),
  // Other
  route(RI_DASHBOARDS_PATH, 'Responsible Investing Dashboards', 'other'),
  route('/api-documentation', 'API Documentation', 'other'),
  route('/apiKeySettings', 'API Settings', 'other'),
  route('/feedbacks', 'Give Feedback', 'other'),
  route('/getHelp', 'Get Help', 'other'),
  route(CUSTOMER_MESSAGE_PATH, 'Messages', 'other'),
  route('/add-release-logs', 'Add Release Log', 'other'),
  route('/admin-release-logs', 'Release Logs', 'other'),
  route('/user-release-logs', 'Release Notes', 'other'),
];

export function isLoginLayout(layout: Layout): boolean {
  return layout === 'login' || layout === 'login-new-theme';
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

interface CompiledRoute {
  definition: RouteDefinition;
  segments: Segment[];
  staticCount: number;
}

function compile(definition: RouteDefinition): CompiledRoute {
  const segments = splitPath(definition.pattern).map((part): Segment => {
    const param = /^\{(\w+)(\?)?\}$/.exec(part);
    return param
      ? { kind: 'param', name: param[1] ?? '', optional: param[2] === '?' }
      : { kind: 'static', value: part };
  });
  return {
    definition,
    segments,
    staticCount: segments.filter((segment) => segment.kind === 'static').length,
  };
}

const COMPILED = ROUTE_CATALOGUE.map(compile);

function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/**
 * The path without query string, fragment or trailing slash; `/` stays `/`. Matching is
 * case-sensitive, as the routes are (`/ESG-Scorecard`).
 */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const parts = splitPath(bare);
  return `/${parts.join('/')}`;
}

function matchSegments(
  segments: readonly Segment[],
  parts: readonly string[],
  params: Record<string, string>,
): Record<string, string> | null {
  const [segment, ...restSegments] = segments;
  if (segment === undefined) return parts.length === 0 ? params : null;
  const [part, ...restParts] = parts;
  if (segment.kind === 'static') {
    return part === segment.value ? matchSegments(restSegments, restParts, params) : null;
  }
  if (part !== undefined) {
    const taken = matchSegments(restSegments, restParts, { ...params, [segment.name]: decodeSegment(part) });
    if (taken) return taken;
  }
  return segment.optional ? matchSegments(restSegments, parts, params) : null;
}

function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/**
 * The catalogue route a concrete path belongs to, or null for an unknown path (the 404 page, spec
 * 2.2). When several patterns fit, the one with more literal segments wins, so
 * /edci-submission-detail/submissionDetailTable is not read as a submission id.
 */
export function matchRoute(path: string): RouteMatch | null {
  const parts = splitPath(normalisePath(path));
  let best: { compiled: CompiledRoute; params: Record<string, string> } | null = null;
  for (const compiled of COMPILED) {
    const params = matchSegments(compiled.segments, parts, {});
    if (params && (best === null || compiled.staticCount > best.compiled.staticCount))
      best = { compiled, params };
  }
  return best ? { route: best.compiled.definition, params: best.params } : null;
}

/** The page title of a path (spec 2.2 "The page title follows the route name"). */
export function routeTitle(path: string): string | null {
  return matchRoute(path)?.route.title ?? null;
}
