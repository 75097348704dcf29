import { queryKeys } from '@esg/contracts/query-keys';

/**
 * Every query key of the feature, from libs/contracts query-keys.ts (where the live-update map
 * names them), so each mutation and each pushed change invalidates exactly what it changed.
 */
export const actionPlanKeys = {
  all: queryKeys.actionPlans.all,
  lists: queryKeys.actionPlans.lists,
  list: queryKeys.actionPlans.list,
  detail: queryKeys.actionPlans.detail,
  gpUsers: queryKeys.actionPlans.gpUsers,
  recommendation: queryKeys.actionPlans.recommendation,
  comments: queryKeys.actionPlans.comments,
  internalNotes: queryKeys.actionPlans.internalNotes,
  listing: queryKeys.actionPlans.listing,
  /** Every company's standards at once (the prefix), or one company's. */
  performanceStandards: (companyId?: number | null) =>
    companyId === undefined
      ? queryKeys.actionPlans.performanceStandards()
      : ([...queryKeys.actionPlans.performanceStandards(), companyId] as const),
  portfolioCompanies: queryKeys.actionPlans.portfolioCompanies,
};

/**
 * Plans are worked by two companies at once: what the other side changed should show whenever a
 * screen is opened again, so plan data counts as fresh only long enough to avoid the loader and the
 * mounting screen fetching it twice (not the app's 30 s). Open pages are refreshed by the socket.
 */
export const SHARED_STALE_TIME = 1_000;
