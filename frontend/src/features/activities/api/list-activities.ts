import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  activitySchema,
  ACTIVITY_PAGE_SIZE,
  type Activity,
  type ActivityScope,
} from '@esg/contracts/activities';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/activities?scope=&offset=: the company's (or the user's own) activities, newest first. */
export async function listActivities(scope: ActivityScope, offset: number): Promise<Activity[]> {
  const { data } = await apiClient.get(`/activities?scope=${scope}&offset=${offset}`, {
    schema: z.array(activitySchema),
  });
  return data;
}

export const activitiesQueryOptions = (scope: ActivityScope, companyId: number | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.activities(scope, companyId),
    queryFn: ({ pageParam }) => listActivities(scope, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < ACTIVITY_PAGE_SIZE ? undefined : pages.reduce((n, page) => n + page.length, 0),
  });

export const useActivities = (scope: ActivityScope, companyId: number | null) =>
  useInfiniteQuery(activitiesQueryOptions(scope, companyId));
