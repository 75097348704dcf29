import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** PUT /api/action-plan-recommendations-comments/comment/{id} { comment }: the author edits it. */
export async function editComment(commentId: number, request: CommentRequest): Promise<string | undefined> {
  const { message } = await apiClient.put(
    `/action-plan-recommendations-comments/comment/${commentId}`,
    request,
  );
  return message;
}

export function useEditComment(recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, ...request }: CommentRequest & { commentId: number }) =>
      editComment(commentId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actionPlanKeys.comments(recommendationId) }),
  });
}
