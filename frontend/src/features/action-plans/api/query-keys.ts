/** Every query key of the feature, so each mutation invalidates exactly what it changed. */
export const actionPlanKeys = {
  all: ['action-plans'] as const,
  lists: () => ['action-plans', 'list'] as const,
  list: (params: object) => ['action-plans', 'list', params] as const,
  detail: (planId: number) => ['action-plans', 'detail', planId] as const,
  gpUsers: (planId: number) => ['action-plans', 'gp-users', planId] as const,
  recommendation: (recommendationId: number) => ['action-plans', 'recommendation', recommendationId] as const,
  comments: (recommendationId: number) => ['action-plans', 'comments', recommendationId] as const,
  internalNotes: (recommendationId: number) => ['action-plans', 'internal-notes', recommendationId] as const,
  listing: (name: string) => ['action-plans', 'listing', name] as const,
  performanceStandards: (companyId: number | null) =>
    ['action-plans', 'performance-standards', companyId] as const,
  portfolioCompanies: () => ['action-plans', 'portfolio-companies'] as const,
};

/**
 * Plans are worked by two companies at once: what the other side changed should show whenever a
 * screen is opened again, so plan data counts as fresh only long enough to avoid the loader and the
 * mounting screen fetching it twice (not the app's 30 s).
 */
export const SHARED_STALE_TIME = 1_000;
