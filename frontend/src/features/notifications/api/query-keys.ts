import type { NotificationListQuery } from '@esg/contracts/notifications';
import { queryKeys } from '@esg/contracts/query-keys';

/** The list filters the SPA uses (page and perPage belong to the infinite query, not the key). */
export type NotificationFilters = Pick<NotificationListQuery, 'unreadOnly'> &
  Partial<Pick<NotificationListQuery, 'pcId' | 'actionPlanId'>>;

/**
 * Every query key of notifications and the change log, from libs/contracts query-keys.ts (where
 * the live-update map names them). 'notification:counts' sets `counts()`, 'notification:created'
 * prepends to `lists()`; 'entity:changed' for a change-log entry refreshes `changelog(planId)`.
 */
export const notificationKeys = {
  all: queryKeys.notifications.all,
  lists: queryKeys.notifications.lists,
  list: (filters: NotificationFilters) => queryKeys.notifications.list(filters),
  counts: queryKeys.notifications.counts,
  changelog: queryKeys.notifications.changelog,
};

/** Spec 9: lists page by 10. */
export const NOTIFICATIONS_PER_PAGE = 10;
