import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { changelogEntrySchema, type ChangelogEntryView } from '@esg/contracts/notifications';
import { apiClient } from '@/lib/api-client';
import { NOTIFICATIONS_PER_PAGE, notificationKeys } from './query-keys';
import { nextPageParam, toPage, type Page } from './page';

/** GET /api/changelog?actionPlanId&page: a plan's changes, newest first. */
export async function getChangelog(
  actionPlanId: number,
  page: number,
  signal?: AbortSignal,
  viewingAs?: 'pc',
): Promise<Page<ChangelogEntryView>> {
  const params = new URLSearchParams({
    actionPlanId: String(actionPlanId),
    page: String(page),
    perPage: String(NOTIFICATIONS_PER_PAGE),
  });
  if (viewingAs) params.set('viewing_as', viewingAs);
  const { data, meta } = await apiClient.get(`/changelog?${params.toString()}`, {
    schema: z.array(changelogEntrySchema),
    signal,
  });
  return toPage(data, page, meta);
}

export const changelogQueryOptions = (actionPlanId: number, viewingAs?: 'pc') =>
  infiniteQueryOptions({
    queryKey: notificationKeys.changelog(actionPlanId, viewingAs),
    queryFn: ({ pageParam, signal }) => getChangelog(actionPlanId, pageParam, signal, viewingAs),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // Both companies change a plan: what the other side did shows whenever the plan is opened again.
    staleTime: 1_000,
  });

/** Spec 2.13: the change log of a plan, paged by 10, "Show more" appends. */
export function useChangelog(actionPlanId: number, viewingAs?: 'pc') {
  return useInfiniteQuery(changelogQueryOptions(actionPlanId, viewingAs));
}
