import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { NotificationView } from '@esg/contracts/notifications';
import { apiClient } from '@/lib/api-client';
import type { Page } from './page';
import { notificationKeys } from './query-keys';

type Lists = InfiniteData<Page<NotificationView>, number>;

/** Marks the given notifications (or all) read in every cached list, then refetches the lists. */
function markReadInLists(queryClient: QueryClient, id: string | null): void {
  const readAt = new Date().toISOString();
  queryClient.setQueriesData<Lists>({ queryKey: notificationKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((n) =>
              (id === null || n.id === id) && !n.read ? { ...n, read: true, readAt } : n,
            ),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.counts(), exact: true });
}

/** PUT /api/notifications/{id}/read: marking twice changes nothing. */
export async function markNotificationRead(id: string): Promise<void> {
  await apiClient.put(`/notifications/${encodeURIComponent(id)}/read`);
}

/** PUT /api/notifications/read-all: every unread notification of the caller. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiClient.put('/notifications/read-all');
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_result, id) => markReadInLists(queryClient, id),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      const counts = notificationKeys.counts();
      queryClient.setQueryData(counts, (old: { total: number } | undefined) =>
        old ? { total: old.total, read: old.total, unread: 0 } : old,
      );
      markReadInLists(queryClient, null);
    },
  });
}
