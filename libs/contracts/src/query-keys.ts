/*
 * The SPA's cache keys (TanStack Query) of the data the live-update map refreshes. They live beside
 * the contracts so that live-updates.ts can name them: a server event and the keys it makes stale
 * are declared in one row. The SPA's features build their query options from these factories
 * (features/<area>/api/query-keys.ts re-exports them), so the two can never drift apart.
 *
 * A key is an array whose leading elements are its prefix: invalidating `actionPlans.lists()`
 * refreshes every page of every list, `actionPlans.detail(7)` one plan.
 */

export type QueryKey = readonly unknown[];

export const queryKeys = {
  actionPlans: {
    all: () => ['action-plans'] as const,
    lists: () => ['action-plans', 'list'] as const,
    list: (params: object) => ['action-plans', 'list', params] as const,
    detail: (planId: number) => ['action-plans', 'detail', planId] as const,
    gpUsers: (planId: number) => ['action-plans', 'gp-users', planId] as const,
    recommendation: (recommendationId: number) =>
      ['action-plans', 'recommendation', recommendationId] as const,
    comments: (recommendationId: number) => ['action-plans', 'comments', recommendationId] as const,
    internalNotes: (recommendationId: number) =>
      ['action-plans', 'internal-notes', recommendationId] as const,
    listing: (name: string) => ['action-plans', 'listing', name] as const,
    performanceStandards: () => ['action-plans', 'performance-standards'] as const,
    portfolioCompanies: () => ['action-plans', 'portfolio-companies'] as const,
    /** GET /action-plan-recommendations/pai-actions (the PAI report's Actions column). */
    paiActions: () => ['action-plans', 'pai-actions'] as const,
  },
  notifications: {
    all: () => ['notifications'] as const,
    lists: () => ['notifications', 'list'] as const,
    list: (filters: object) => ['notifications', 'list', filters] as const,
    /** The caller's own counts (the bell); what 'notification:counts' carries. */
    counts: () => ['notification-counts'] as const,
    changelogs: () => ['changelog'] as const,
    changelog: (actionPlanId: number, viewingAs?: 'pc') =>
      viewingAs ? (['changelog', actionPlanId, viewingAs] as const) : (['changelog', actionPlanId] as const),
  },
  support: {
    feedback: () => ['support', 'feedback'] as const,
    messages: () => ['support', 'customer-messages'] as const,
  },
  contracts: {
    all: () => ['contracts'] as const,
    list: () => ['contracts', 'list'] as const,
    detail: (companyId: number) => ['contracts', 'detail', companyId] as const,
  },
  activities: (scope: 'company' | 'mine', companyId: number | null) =>
    ['activities', scope, companyId] as const,
  /** Every page of the activity feed (a new activity makes them all stale). */
  activitiesAll: () => ['activities'] as const,
  releaseLogs: {
    all: () => ['release-logs'] as const,
    list: (scope: 'published' | 'all') => ['release-logs', scope] as const,
  },
  companies: {
    detail: (companyId: number) => ['company', companyId] as const,
    list: () => ['company', 'list'] as const,
  },
  /** Funds, positions, access manager, company details (issue 9). */
  portfolio: {
    all: () => ['portfolio'] as const,
    funds: (companyId: number) => ['portfolio', 'funds', companyId] as const,
    positions: (fundId: number) => ['portfolio', 'positions', fundId] as const,
    children: (companyId: number) => ['portfolio', 'children', companyId] as const,
    remaining: (companyId: number) => ['portfolio', 'remaining', companyId] as const,
    team: (companyId: number) => ['portfolio', 'team', companyId] as const,
    history: (companyId: number) => ['portfolio', 'history', companyId] as const,
    investors: (companyId: number) => ['portfolio', 'investors', companyId] as const,
    managed: (companyId: number) => ['portfolio', 'managed', companyId] as const,
    monitoring: (params: object) => ['portfolio', 'monitoring', params] as const,
  },
  user: {
    me: () => ['user', 'me'] as const,
  },
  /** Auditors and assurance packs (issue 27, docs/assurance.md). */
  assurance: {
    all: () => ['assurance'] as const,
    auditors: (companyId: number) => ['assurance', 'auditors', companyId] as const,
    accessLog: (userId: number) => ['assurance', 'access-log', userId] as const,
    me: () => ['assurance', 'me'] as const,
  },
  /** SFDR PAI (issue 10): statements of the read model, report texts, the optional-indicator selection. */
  /** Analysis (issue 12): values, aggregates, dashboards, trends, benchmarks, scorecards. */
  analysis: {
    all: () => ['analysis'] as const,
    overview: (companyId: number, period: string | null) =>
      ['analysis', 'overview', companyId, period] as const,
    companyValues: (companyId: number, period: string | null) =>
      ['analysis', 'company-values', companyId, period] as const,
    aggregates: (params: object) => ['analysis', 'aggregates', params] as const,
    trend: (params: object) => ['analysis', 'trend', params] as const,
    benchmark: (params: object) => ['analysis', 'benchmark', params] as const,
    scorecard: (params: object) => ['analysis', 'scorecard', params] as const,
    materiality: (companyId: number) => ['analysis', 'materiality', companyId] as const,
    highlights: (params: object) => ['analysis', 'highlights', params] as const,
  },
  pai: {
    all: () => ['pai'] as const,
    statements: () => ['pai', 'statement'] as const,
    fundStatement: (fundId: number, year: number) => ['pai', 'statement', 'fund', fundId, year] as const,
    entityStatement: (companyId: number, year: number) =>
      ['pai', 'statement', 'entity', companyId, year] as const,
    /** A figure's lineage (ADR 0220): under its fund's statement, so a recomputed statement refreshes it. */
    lineage: (fundId: number, year: number, indicatorId: string) =>
      ['pai', 'statement', 'fund', fundId, year, 'lineage', indicatorId] as const,
    /** An LP fund's look-through: the figures of the GP funds it holds. */
    lookThrough: (fundId: number, year: number) =>
      ['pai', 'statement', 'look-through', fundId, year] as const,
    texts: (companyId: number, year?: number) =>
      year === undefined
        ? (['pai', 'texts', companyId] as const)
        : (['pai', 'texts', companyId, year] as const),
    optionalIndicators: (companyId: number) => ['pai', 'optional-indicators', companyId] as const,
  },
  /** Climate (services/scoring, docs/climate.md): factor library, carbon calculations, TCFD. */
  climate: {
    all: () => ['climate'] as const,
    factorLibraries: () => ['climate', 'factor-libraries'] as const,
    factors: (params: object) => ['climate', 'factors', params] as const,
    /** The countries with grid factors, and one country's grid factors for a reporting year (ADR 0160). */
    gridCountries: () => ['climate', 'grid-countries'] as const,
    gridFactors: (country: string, year: number | null) =>
      ['climate', 'grid-factors', country, year] as const,
    calculations: (companyId: number) => ['climate', 'calculations', companyId] as const,
    calculation: (companyId: number, period: string) =>
      ['climate', 'calculations', companyId, period] as const,
    emissionsSummary: (companyId: number, period: string) =>
      ['climate', 'emissions-summary', companyId, period] as const,
    tcfdFramework: () => ['climate', 'tcfd-framework'] as const,
    /** The company's framework-2 (TCFD) responses and one response, read by /analytics (ADR 0051). */
    tcfdResponses: (companyId: number) => ['climate', 'tcfd-responses', companyId] as const,
    tcfdResponse: (responseId: number) => ['climate', 'tcfd-response', responseId] as const,
    tcfdScore: (responseId: number, answers: string) =>
      ['climate', 'tcfd-score', responseId, answers] as const,
    portfolioCompanies: (gpCompanyId: number) => ['climate', 'portfolio-companies', gpCompanyId] as const,
    /** An investor's saved PCAF estimates and country figures of a reporting year (ADR 0083). */
    pcafEstimates: (investorId: number, year: number) =>
      ['climate', 'pcaf-estimates', investorId, year] as const,
    pcafCountryFigures: (investorId: number, year: number) =>
      ['climate', 'pcaf-country-figures', investorId, year] as const,
    /** TCFD assessments scoring handed over for the company: carried over or kept (ADR 0086). */
    tcfdHandovers: (companyId: number) => ['climate', 'tcfd-handovers', companyId] as const,
    /** The company of the newest TCFD questionnaire an investor sees (its default on /analytics). */
    tcfdLatestCompany: () => ['climate', 'tcfd-latest-company'] as const,
  },
  /** Data collection (issue 8): responses, their values, frameworks and the metric dictionary. */
  dataCollection: {
    all: () => ['data-collection'] as const,
    responses: () => ['data-collection', 'responses'] as const,
    responseLists: () => ['data-collection', 'responses', 'list'] as const,
    responseList: (params: object) => ['data-collection', 'responses', 'list', params] as const,
    response: (responseId: number) => ['data-collection', 'responses', 'detail', responseId] as const,
    responseHistories: (responseId: number) =>
      ['data-collection', 'responses', 'history', responseId] as const,
    valueHistory: (responseId: number, metricCode: string) =>
      ['data-collection', 'responses', 'history', responseId, metricCode] as const,
    /** Data quality (issue 27): the portfolio's flags, a response's flags, the thresholds. */
    quality: () => ['data-collection', 'quality'] as const,
    qualityFlags: (params: object) => ['data-collection', 'quality', 'flags', params] as const,
    responseQuality: (responseId: number) => ['data-collection', 'quality', 'response', responseId] as const,
    qualitySettings: (investorId: number | null) =>
      ['data-collection', 'quality', 'settings', investorId] as const,
    /** Comment threads per value (issue 27, ADR 0213): a response's counts and each value's thread. */
    threads: (responseId: number) => ['data-collection', 'threads', responseId] as const,
    valueThread: (responseId: number, metricCode: string) =>
      ['data-collection', 'threads', responseId, metricCode] as const,
    frameworks: () => ['data-collection', 'frameworks'] as const,
    framework: (standardId: number, version?: string) =>
      ['data-collection', 'frameworks', standardId, version ?? 'current'] as const,
    /** A framework version's definition (ADR 0170), by its tag: it never changes under one key. */
    frameworkDefinition: (standardId: number, version: string, tag: string) =>
      ['data-collection', 'framework-definitions', standardId, version, tag] as const,
  },
  /** The public API's keys and access of a company (issue 13). */
  apiKeys: {
    all: () => ['api-keys'] as const,
    list: (companyId: number) => ['api-keys', 'list', companyId] as const,
    access: (companyId: number) => ['api-keys', 'access', companyId] as const,
  },
  /** EDCI submissions of a GP (issue 13, docs/edci.md). */
  edci: {
    all: () => ['edci'] as const,
    list: (companyId: number) => ['edci', 'list', companyId] as const,
    submission: (id: number) => ['edci', 'submission', id] as const,
  },
  /** A company's webhooks and each one's delivery log (issue 13, docs/webhooks.md). */
  webhooks: {
    all: () => ['webhooks'] as const,
    list: (companyId: number) => ['webhooks', 'list', companyId] as const,
    deliveries: (webhookId: string) => ['webhooks', 'deliveries', webhookId] as const,
  },
  /** The start page's items (GET /api/home). */
  home: () => ['home'] as const,
  /** Global search results (GET /api/search). */
  search: (q: string) => ['search', q] as const,
} as const;
