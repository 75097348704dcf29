import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationCountsSchema, type NotificationCounts } from '@esg/contracts/socket';
import { apiClient } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

/** GET /api/notifications/counts: total, read and unread of the caller. */
export async function getNotificationCounts(signal?: AbortSignal): Promise<NotificationCounts> {
  const { data } = await apiClient.get('/notifications/counts', { schema: notificationCountsSchema, signal });
  return data;
}

export const notificationCountsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.counts(),
    queryFn: ({ signal }) => getNotificationCounts(signal),
    // 'notification:counts' sets this query's data; a reconnect refetches it.
    staleTime: 60_000,
  });

export function useNotificationCounts() {
  return useQuery(notificationCountsQueryOptions());
}
