import type { NotificationListQuery } from '@esg/contracts/notifications';

/** The list filters the SPA uses (page and perPage belong to the infinite query, not the key). */
export type NotificationFilters = Pick<NotificationListQuery, 'unreadOnly'> &
  Partial<Pick<NotificationListQuery, 'pcId' | 'actionPlanId'>>;

/**
 * Every query key of notifications and the change log. The socket (hooks/use-realtime-sync.ts)
 * touches exactly these: 'notification:counts' sets `counts()`, 'notification:created' prepends to
 * `lists()` and marks the change log of its plan stale.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (filters: NotificationFilters) => ['notifications', 'list', filters] as const,
  /** The caller's own counts (the bell); what 'notification:counts' carries. */
  counts: () => ['notification-counts'] as const,
  changelog: (actionPlanId: number) => ['changelog', actionPlanId] as const,
};

/** Spec 9: lists page by 10. */
export const NOTIFICATIONS_PER_PAGE = 10;
