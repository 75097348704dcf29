import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** POST /api/action-plan-recommendations-comments/{recommendationId} { comment }. */
export async function addComment(
  recommendationId: number,
  request: CommentRequest,
): Promise<string | undefined> {
  const { message } = await apiClient.post(
    `/action-plan-recommendations-comments/${recommendationId}`,
    request,
  );
  return message;
}

export function useAddComment(recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CommentRequest) => addComment(recommendationId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actionPlanKeys.comments(recommendationId) }),
  });
}
