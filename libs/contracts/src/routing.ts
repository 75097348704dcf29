/**
 * Which service answers which first path segment under /api. The gateway proxies by this table in
 * cluster and production modes; in standalone every service's controllers share one HTTP server.
 */
export const SERVICE_ROUTES = {
  gateway: ['auth', 'user', 'announcements'],
  'data-collection': [
    'company',
    'standard',
    'indicators',
    'fundManager',
    // ESG data: the metric dictionary, the frameworks and the responses (docs/data-collection.md).
    'frameworks',
    'metrics',
    'responses',
  ],
  'action-plans': [
    'action-plans',
    'action-plan-listings',
    'action-plan-recommendations',
    'action-plan-recommendations-comments',
    'action-plan-recommendations-internal-notes',
    'deliverables',
    'change-requests',
  ],
  notifications: ['notifications', 'changelog'],
  scoring: ['scoring'],
  reporting: ['reporting'],
} as const;

export type RoutedService = keyof typeof SERVICE_ROUTES;
