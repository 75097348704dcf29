import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NotificationView } from '@esg/contracts/notifications';
import type { NotificationCounts } from '@esg/contracts/socket';
import type { Page } from './page';
import { notificationKeys, type NotificationFilters } from './query-keys';

type Lists = InfiniteData<Page<NotificationView>, number>;

/** 'notification:counts': the pushed counts are the bell's data, no request needed. */
export function applyPushedCounts(queryClient: QueryClient, counts: NotificationCounts): void {
  queryClient.setQueryData(notificationKeys.counts(), counts);
}

const matches = (filters: NotificationFilters | undefined, n: NotificationView): boolean =>
  !!filters &&
  (!filters.unreadOnly || !n.read) &&
  (filters.pcId === undefined || filters.pcId === n.pcId) &&
  (filters.actionPlanId === undefined || filters.actionPlanId === n.actionPlanId);

/**
 * 'notification:created': prepended to the first page of every cached list it belongs to (shown at
 * once), those lists marked stale for their next mount, and the change log of its plan refetched.
 */
export function applyPushedNotification(queryClient: QueryClient, notification: NotificationView): void {
  for (const [queryKey, data] of queryClient.getQueriesData<Lists>({ queryKey: notificationKeys.lists() })) {
    const filters = queryKey[2] as NotificationFilters | undefined;
    if (!data || !matches(filters, notification)) continue;
    if (data.pages.some((page) => page.items.some((n) => n.id === notification.id))) continue;
    const [first, ...rest] = data.pages;
    if (!first) continue;
    queryClient.setQueryData<Lists>(queryKey, {
      ...data,
      pages: [{ ...first, items: [notification, ...first.items] }, ...rest],
    });
  }
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(), refetchType: 'none' });
  if (notification.actionPlanId !== null)
    void queryClient.invalidateQueries({ queryKey: notificationKeys.changelog(notification.actionPlanId) });
}

/**
 * A reconnect the server could not recover (docs/notifications.md, "Reconnects"): refetch the
 * counts and only the first page of each list (later pages are dropped, "Show more" loads them).
 */
export function refetchAfterReconnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.counts(), exact: true });
  queryClient.setQueriesData<Lists>({ queryKey: notificationKeys.lists() }, (data) =>
    data && data.pages.length > 1
      ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}
