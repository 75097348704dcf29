/**
 * Which service answers which path prefix under /api. The gateway proxies by this table in cluster
 * and production modes; in standalone every service's controllers share one HTTP server. A prefix
 * may have several segments (`calculations/pai`, `calculations/carbon`): the longest one that
 * matches a path wins (routeOwner), so services can share a first segment. A segment `:name` matches any
 * one segment (`funds/:fundId/periodic-report`: a document reporting writes about data-collection's
 * fund); the gateway's proxy takes it as a route parameter.
 */
export const SERVICE_ROUTES = {
  gateway: [
    'auth',
    'user',
    'announcements',
    // Team members are users: these two company/ calls are the gateway's, more specific than 'company'.
    'company/getInvitedTeamMembers',
    'company/getRemainingTeamMembers',
    'team-members',
    // Global search and the start page fan out to the services (docs/frontend.md).
    'search',
    'home',
    // The public API's keys (issue 13, docs/public-api.md).
    'api-keys',
    // Feedback / Get Help and the customer-specific messages (issue 13).
    'feedback',
    'customer-messages',
    // Release logs (issue 13, docs/release-logs.md).
    'release-logs',
    // The activity feed (issue 13, /viewActivities).
    'activities',
    // Webhooks (issue 13, docs/webhooks.md).
    'webhooks',
    // Auditors and the assurance packs the gateway assembles (issue 27, ADR 0217, 0218).
    'auditors',
    'assurance-packs',
  ],
  'data-collection': [
    'company',
    'standard',
    'indicators',
    'fundManager',
    'funds',
    // ESG data: the metric dictionary, the frameworks and the responses (docs/data-collection.md).
    'frameworks',
    'metrics',
    'responses',
    'search/data-collection',
    'home/data-collection',
    // Monitoring of portfolio companies and reminders (issue 9, docs/portfolio.md).
    'monitoring',
    // Contracts (issue 13, docs/contracts.md).
    'contracts',
    // PCAF estimates and country figures saved by investors (issue 11, ADR 0083).
    'pcaf-estimates',
    'pcaf-country-figures',
    // TCFD assessments handed over by scoring (ADR 0056, 0086).
    'tcfd-handovers',
    // Data quality across the portfolio (issue 27, docs/data-quality.md).
    'quality',
  ],
  'action-plans': [
    'action-plans',
    'action-plan-listings',
    'action-plan-recommendations',
    'action-plan-recommendations-comments',
    'action-plan-recommendations-internal-notes',
    'deliverables',
    'change-requests',
    'search/action-plans',
    'home/action-plans',
  ],
  notifications: ['notifications', 'changelog', 'home/notifications'],
  scoring: [
    'scoring',
    'emission-factors',
    'carbon-calculations',
    'emissions-summary',
    'tcfd-assessments',
    'calculations/carbon',
    'calculations/pcaf',
    'calculations/tcfd',
  ],
  // calculations/* is shared with scoring: each service registers its full prefix.
  // embedded-reports: the Responsible Investing report (issue 13, docs/ri-dashboards.md).
  // taxonomy, calculations/taxonomy, sfdr-categories, funds/:fundId/periodic-report: SFDR product
  // disclosures (issue 26, docs/sfdr-disclosures.md).
  reporting: [
    'reporting',
    'pai',
    'calculations/pai',
    'analysis',
    'embedded-reports',
    'edci',
    'materiality',
    'taxonomy',
    'calculations/taxonomy',
    'sfdr-categories',
    'funds/:fundId/periodic-report',
  ],
} as const;

export type RoutedService = keyof typeof SERVICE_ROUTES;

/** Every (prefix, service) pair, longest prefix first: the order a proxy must try them in. */
export function routeTable(): Array<{ prefix: string; service: RoutedService }> {
  return (Object.entries(SERVICE_ROUTES) as Array<[RoutedService, readonly string[]]>)
    .flatMap(([service, prefixes]) => prefixes.map((prefix) => ({ prefix, service })))
    .sort(
      (a, b) => b.prefix.split('/').length - a.prefix.split('/').length || b.prefix.length - a.prefix.length,
    );
}

/** Whether `rest` (a path below /api/) starts with the prefix, segment by segment; `:name` is any one segment. */
function underPrefix(prefix: string, rest: string): boolean {
  const wanted = prefix.split('/');
  const given = rest.split('/');
  if (given.length < wanted.length) return false;
  return wanted.every((segment, i) => (segment.startsWith(':') ? given[i] !== '' : segment === given[i]));
}

/** The service that answers `/api/<path>`, by the longest matching prefix; null when none does. */
export function routeOwner(path: string): RoutedService | null {
  const rest = path.replace(/^\/?api\//, '').replace(/[?#].*$/, '');
  const match = routeTable().find(({ prefix }) => underPrefix(prefix, rest));
  return match?.service ?? null;
}
