import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys, SHARED_STALE_TIME } from './query-keys';
import { listedCommentSchema as commentSchema } from '@esg/contracts/action-plans';
import type { Comment } from './schemas';

/**
 * GET /api/action-plan-recommendations-comments/{recommendationId}: oldest first, paged by the server;
 * the panel shows the first DISCUSSION_PANEL_SIZE.
 */
export const DISCUSSION_PANEL_SIZE = 100;

export async function getComments(recommendationId: number): Promise<Comment[]> {
  const path = `/action-plan-recommendations-comments/${recommendationId}?perPage=${DISCUSSION_PANEL_SIZE}`;
  const { data } = await apiClient.get(path, {
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
