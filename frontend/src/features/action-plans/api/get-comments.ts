import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys, SHARED_STALE_TIME } from './query-keys';
import { commentSchema, type Comment } from './schemas';

/** GET /api/action-plan-recommendations-comments/{recommendationId}: oldest first. */
export async function getComments(recommendationId: number): Promise<Comment[]> {
  const { data } = await apiClient.get(`/action-plan-recommendations-comments/${recommendationId}`, {
    schema: z.array(commentSchema),
  });
  return data;
}

export const commentsQueryOptions = (recommendationId: number) =>
  queryOptions({
    queryKey: actionPlanKeys.comments(recommendationId),
    queryFn: () => getComments(recommendationId),
    staleTime: SHARED_STALE_TIME,
  });

export function useComments(recommendationId: number) {
  return useQuery(commentsQueryOptions(recommendationId));
}
