import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** DELETE /api/action-plan-recommendations-comments/comment/{id}: the author deletes it. */
export async function deleteComment(commentId: number): Promise<string | undefined> {
  const { message } = await apiClient.delete(`/action-plan-recommendations-comments/comment/${commentId}`);
  return message;
}

export function useDeleteComment(recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actionPlanKeys.comments(recommendationId) }),
  });
}
