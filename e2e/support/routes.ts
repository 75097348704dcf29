/*
 * The routes of spec 2.1 as the browser tests walk them, written by hand from spec 2.1 with the demo
 * data's ids (plan 1 is published with recommendations 1–3, plan 2 is a draft), so a route added to
 * the catalogue without being checked is noticed in review. One list, read by the accessibility
 * walk, the visible-text scan and the phone-width check.
 */

/** Routes anyone may open, checked signed out. */
export const PUBLIC_ROUTES = [
  '/login',
  '/recover-password',
  '/set-password',
  '/register-company',
  '/landing',
  '/privacy',
  '/old-privacy',
  '/esgpolicy',
  '/esg-policy-old',
];

/** Routes of the default (and highlights) layout, checked as the GP of Evergreen Capital Partners. */
export const GP_ROUTES = [
  '/user-guide',
  '/home',
  '/profile',
  '/profile-settings',
  '/edit-profile',
  '/change-password',
  '/guide-details',
  '/indicatorDetail',
  '/report',
  '/portal',
  '/viewActivities',
  '/access-manager',
  '/contract-information',
  '/company-details',
  '/fundManager',
  '/portfolio-companies',
  '/management',
  '/investor',
  '/action-plans',
  '/action-plans/create',
  '/action-plans/create/add-recommendation',
  '/action-plans/create/add-recommendation/2',
  '/action-plans/detail/1',
  '/action-plans/detail/1/6/recommendation/2',
  '/action-plans/detail/1/recommendation',
  '/action-plans/performance/1',
  '/action-plans/performance/1/detail/6',
  '/collect-data',
  '/data-responses',
  '/data-analysis',
  '/data-trends',
  '/dataCollectionReporting',
  '/ddmReporting',
  '/view-childs-data',
  '/data-quality',
  '/review-contributor-response',
  '/frameworks',
  '/published-data',
  '/edci-submissions',
  '/edci-submission-detail/1',
  '/edci-submission-detail/submissionDetailTable',
  '/trend',
  '/materiality',
  '/benchmarking',
  '/benchmarking-tool',
  '/industry-benchmarking',
  '/internal-benchmarking',
  '/analytics',
  '/calculations',
  '/carbon-emission',
  '/scorecards',
  '/scorecards/diversityMetrics',
  '/scorecards/pcaf',
  '/scorecards/sfdrReport',
  '/ESG-Scorecard',
  '/scorecard-standard-9',
  '/scorecard-methodology',
  '/sfdr-collection',
  '/sfdrOrientation',
  '/optionalIndicatorSelection',
  '/viewPaiCalculation',
  '/pai-published-report',
  '/ri-dashboards',
  '/api-documentation',
  '/apiKeySettings',
  '/feedbacks',
  '/getHelp',
  '/customer-message',
  '/user-release-logs',
  '/highlights',
  '/leaderboardHighlights',
];

/** Routes only the platform admin may open. */
export const ADMIN_ROUTES = [
  '/contract-manager',
  '/contract-form',
  '/add-release-logs',
  '/admin-release-logs',
];

/** Routes of a portfolio company's user: its own side of the plan. */
export const PC_ROUTES = [
  '/user-guide',
  '/action-plans',
  '/action-plans/detail/1',
  '/action-plans/detail/1/6/recommendation/2',
];
