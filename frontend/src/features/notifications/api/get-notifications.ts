import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { notificationSchema, type NotificationView } from '@esg/contracts/notifications';
import { apiClient } from '@/lib/api-client';
import { NOTIFICATIONS_PER_PAGE, notificationKeys, type NotificationFilters } from './query-keys';
import { nextPageParam, toPage, type Page } from './page';

/** GET /api/notifications: the caller's own, newest first, one page. */
export async function getNotifications(
  filters: NotificationFilters,
  page: number,
  signal?: AbortSignal,
): Promise<Page<NotificationView>> {
  const params = new URLSearchParams({ page: String(page), perPage: String(NOTIFICATIONS_PER_PAGE) });
  if (filters.unreadOnly) params.set('unreadOnly', 'true');
  if (filters.pcId !== undefined) params.set('pcId', String(filters.pcId));
  if (filters.actionPlanId !== undefined) params.set('actionPlanId', String(filters.actionPlanId));
  const { data, meta } = await apiClient.get(`/notifications?${params.toString()}`, {
    schema: z.array(notificationSchema),
    signal,
  });
  return toPage(data, page, meta);
}

export const notificationsQueryOptions = (filters: NotificationFilters) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getNotifications(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // Kept fresh by the socket ('notification:created'); refetched on reconnect.
    staleTime: 30_000,
  });

/** Spec 2.13: the notification list, paged by 10, "Show more" appends the next page. */
export function useNotifications(filters: NotificationFilters, enabled = true) {
  return useInfiniteQuery({ ...notificationsQueryOptions(filters), enabled });
}
