/**
 * Which service answers which first path segment under /api. The gateway proxies by this table in
 * cluster and production modes; in standalone every service's controllers share one HTTP server.
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
  ],
  'data-collection': ['company', 'standard', 'indicators', 'fundManager', 'funds'],
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
  // calculations/* is shared with scoring: each service registers its full prefix.
  reporting: ['reporting', 'pai', 'calculations/pai'],
} as const;

export type RoutedService = keyof typeof SERVICE_ROUTES;
