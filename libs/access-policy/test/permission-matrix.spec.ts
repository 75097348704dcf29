import { DEMO_USERS } from '@esg/platform';
import { ROUTE_CATALOGUE, matchRoute, routeAccess, type PolicyContext } from '@esg/access-policy';
import { ANONYMOUS, demoContext } from './policy-fixtures';

/**
 * Every seeded demo user (and a signed-out visitor) against every route of the catalogue. The
 * expectations are written out by hand from spec 2.2 and 6.1, not derived from the policy code:
 *   ok      the page opens
 *   UG      sent to /user-guide (restricted, or a login layout while signed in)
 *   LOGIN   sent to /login (signed out on a protected route)
 *   AP      sent to /action-plans (create refused)
 *   BACK    back to the previous page, or to the root '/' (action plans not enabled)
 *
 * Seed facts the expectations rely on: admin@demo.test is the specific admin account; Evergreen (1)
 * has action plans enabled; Northwind (2) and Helios (4) are its portfolio companies; Meridian (5),
 * the lp, has them disabled and no parent; Trial Capital (7), the gp company on a demo contract whose
 * user trial@demo.test is shown company 1 (spec 4), has them disabled and no parent too. Route access
 * is decided on the user's own company (docs/access-policy.md rules 9 and 23: the demo contract hides
 * the Access Manager entry but 6.1 does not restrict the route). Harbour Point Investors (310),
 * investor@demo.test's gp company, is the spec's one specific company (2.6, 6.2): ESG only, action
 * plans disabled, no parent, a paid contract.
 */
const ok = 'ok';
const UG = '/user-guide';
const LOGIN = '/login';
const AP = '/action-plans';
const BACK = 'back';
type Outcome = typeof ok | typeof UG | typeof LOGIN | typeof AP | typeof BACK;

const COLUMNS = [
  'admin@demo.test',
  'gp@demo.test',
  'lp@demo.test',
  'pc@demo.test',
  'contributor@demo.test',
  'coinvestor@demo.test',
  'consultant@demo.test',
  'trial@demo.test',
  'investor@demo.test',
  'anonymous',
] as const;

type Row = [pattern: string, sample: string, ...outcomes: Outcome[]];

// prettier-ignore
const MATRIX: Row[] = [
  //                                                                        admin  gp     lp     pc     contrib coinv  consult trial  invest anon
  ['/', '/',                                                                 ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/login', '/login',                                                       UG,    UG,    UG,    UG,    UG,     UG,    UG,     UG,    UG,    ok],
  ['/set-password', '/set-password',                                         UG,    UG,    UG,    UG,    UG,     UG,    UG,     UG,    UG,    ok],
  ['/recover-password', '/recover-password',                                 UG,    UG,    UG,    UG,    UG,     UG,    UG,     UG,    UG,    ok],
  ['/change-password', '/change-password',                                   ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/two-fa-auth', '/two-fa-auth',                                           UG,    UG,    UG,    UG,    UG,     UG,    UG,     UG,    UG,    ok],
  ['/register-company', '/register-company',                                 UG,    UG,    UG,    UG,    UG,     UG,    UG,     UG,    UG,    ok],
  ['/home', '/home',                                                         ok,    ok,    ok,    UG,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  ['/landing', '/landing',                                                   ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    ok],
  ['/profile', '/profile',                                                   ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/profile-settings', '/profile-settings',                                 ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/edit-profile', '/edit-profile',                                         ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/privacy', '/privacy',                                                   ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    ok],
  ['/old-privacy', '/old-privacy',                                           ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    ok],
  ['/esgpolicy', '/esgpolicy',                                               ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    ok],
  ['/esg-policy-old', '/esg-policy-old',                                     ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    ok],
  ['/user-guide', '/user-guide',                                             ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/guide-details', '/guide-details',                                       ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/highlights', '/highlights',                                             ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/leaderboardHighlights', '/leaderboardHighlights',                       ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/indicatorDetail', '/indicatorDetail',                                   ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/report', '/report',                                                     ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/portal', '/portal',                                                     ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/viewActivities', '/viewActivities',                                     ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/access-manager', '/access-manager',                                     ok,    ok,    ok,    ok,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  // An auditor's page (ADR 0218): no demo user is an auditor (auditor.spec.ts covers them).
  ['/assurance', '/assurance',                                               UG,    UG,    UG,    UG,    UG,     UG,    UG,     UG,    UG,    LOGIN],
  ['/contract-manager', '/contract-manager',                                 ok,    UG,    UG,    UG,    UG,     UG,    UG,     UG,    UG,    LOGIN],
  ['/contract-form', '/contract-form',                                       ok,    UG,    UG,    UG,    UG,     UG,    UG,     UG,    UG,    LOGIN],
  ['/contract-information', '/contract-information',                         ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/company-details', '/company-details',                                   ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/fundManager', '/fundManager',                                           ok,    ok,    ok,    UG,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  ['/portfolio-companies', '/portfolio-companies',                           ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/management', '/management',                                            ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/investor', '/investor',                                                 ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/action-plans', '/action-plans',                                         ok,    ok,    BACK,  ok,    ok,     ok,    ok,     BACK,  BACK,  LOGIN],
  ['/action-plans/create', '/action-plans/create',                           AP,    ok,    BACK,  AP,    AP,     AP,    AP,     BACK,  BACK,  LOGIN],
  ['/action-plans/create/add-recommendation',
    '/action-plans/create/add-recommendation',                               AP,    ok,    BACK,  AP,    AP,     AP,    AP,     BACK,  BACK,  LOGIN],
  ['/action-plans/create/add-recommendation/{id}',
    '/action-plans/create/add-recommendation/17',                            AP,    ok,    BACK,  AP,    AP,     AP,    AP,     BACK,  BACK,  LOGIN],
  ['/action-plans/detail/{id}', '/action-plans/detail/42',                   ok,    ok,    BACK,  ok,    ok,     ok,    ok,     BACK,  BACK,  LOGIN],
  ['/action-plans/performance/{id}', '/action-plans/performance/42',         ok,    ok,    BACK,  ok,    ok,     ok,    ok,     BACK,  BACK,  LOGIN],
  ['/action-plans/performance/{id}/detail/{detailId}',
    '/action-plans/performance/42/detail/7',                                 ok,    ok,    BACK,  ok,    ok,     ok,    ok,     BACK,  BACK,  LOGIN],
  ['/action-plans/detail/{actionPlanId}/{performanceStandardId?}/recommendation/{recommendationId?}',
    '/action-plans/detail/42/3/recommendation/9',                            ok,    ok,    BACK,  ok,    ok,     ok,    ok,     BACK,  BACK,  LOGIN],
  ['/collect-data', '/collect-data',                                         ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/data-responses', '/data-responses',                                     ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/data-analysis', '/data-analysis',                                       ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/data-trends', '/data-trends',                                           ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/dataCollectionReporting', '/dataCollectionReporting',                   ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/ddmReporting', '/ddmReporting',                                         ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/view-childs-data', '/view-childs-data',                                 ok,    ok,    ok,    UG,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  ['/data-quality', '/data-quality',                                         ok,    ok,    ok,    UG,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  ['/review-contributor-response', '/review-contributor-response',           ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/frameworks', '/frameworks',                                             ok,    ok,    ok,    ok,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  ['/published-data', '/published-data',                                     ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/edci-submissions', '/edci-submissions',                                 ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/edci-submission-detail/{id?}', '/edci-submission-detail/12',            ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/edci-submission-detail/submissionDetailTable',
    '/edci-submission-detail/submissionDetailTable',                         ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/trend', '/trend',                                                       ok,    ok,    ok,    UG,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  ['/materiality', '/materiality',                                           ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/benchmarking', '/benchmarking',                                         ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/benchmarking-tool', '/benchmarking-tool',                               ok,    ok,    ok,    UG,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  ['/industry-benchmarking', '/industry-benchmarking',                       ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/internal-benchmarking', '/internal-benchmarking',                       ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/analytics', '/analytics',                                               ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/calculations', '/calculations',                                         ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/carbon-emission', '/carbon-emission',                                   ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/scorecards', '/scorecards',                                             ok,    ok,    ok,    UG,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  ['/scorecards/diversityMetrics', '/scorecards/diversityMetrics',           ok,    ok,    ok,    UG,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  ['/scorecards/pcaf', '/scorecards/pcaf',                                   ok,    ok,    ok,    UG,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  ['/scorecards/sfdrReport', '/scorecards/sfdrReport',                       ok,    ok,    ok,    UG,    UG,     ok,    ok,     ok,    ok,    LOGIN],
  ['/ESG-Scorecard', '/ESG-Scorecard',                                       ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/scorecard-standard-9', '/scorecard-standard-9',                         ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/scorecard-methodology', '/scorecard-methodology',                       ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/sfdr-collection', '/sfdr-collection',                                   ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/sfdrOrientation', '/sfdrOrientation',                                   ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/optionalIndicatorSelection', '/optionalIndicatorSelection',             ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/viewPaiCalculation', '/viewPaiCalculation',                             ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/pai-published-report', '/pai-published-report',                         ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/ri-dashboards', '/ri-dashboards',                                       ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/api-documentation', '/api-documentation',                               ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/apiKeySettings', '/apiKeySettings',                                     ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/feedbacks', '/feedbacks',                                               ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/getHelp', '/getHelp',                                                   ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/customer-message', '/customer-message',                                 ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
  ['/add-release-logs', '/add-release-logs',                                 ok,    UG,    UG,    UG,    UG,     UG,    UG,     UG,    UG,    LOGIN],
  ['/admin-release-logs', '/admin-release-logs',                             ok,    UG,    UG,    UG,    UG,     UG,    UG,     UG,    UG,    LOGIN],
  ['/user-release-logs', '/user-release-logs',                               ok,    ok,    ok,    ok,    ok,     ok,    ok,     ok,    ok,    LOGIN],
];

function contextOf(column: (typeof COLUMNS)[number]): PolicyContext {
  return column === 'anonymous' ? ANONYMOUS : demoContext(column);
}

function outcomeOf(path: string, ctx: PolicyContext): Outcome {
  const decision = routeAccess(path, ctx);
  if (decision.allowed) return ok;
  if (decision.goBack) {
    expect(decision.redirectTo).toBe('/');
    return BACK;
  }
  return decision.redirectTo as Outcome;
}

describe('permission matrix: seeded demo users x route catalogue', () => {
  it('covers every seeded demo user and every catalogue route exactly once', () => {
    expect(COLUMNS.filter((column) => column !== 'anonymous').sort()).toEqual(
      DEMO_USERS.map((user) => user.email).sort(),
    );
    expect(MATRIX.map(([pattern]) => pattern).sort()).toEqual(
      ROUTE_CATALOGUE.map((route) => route.pattern).sort(),
    );
    for (const [pattern, sample, ...outcomes] of MATRIX) {
      expect(outcomes).toHaveLength(COLUMNS.length);
      expect(matchRoute(sample)?.route.pattern).toBe(pattern);
    }
  });

  const cases = MATRIX.flatMap(([pattern, sample, ...outcomes]) =>
    COLUMNS.map((column, index) => ({ pattern, sample, column, expected: outcomes[index] })),
  );

  it.each(cases)('$column on $sample -> $expected', ({ sample, column, expected }) => {
    expect(outcomeOf(sample, contextOf(column))).toBe(expected);
  });
});
