import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** DELETE /api/action-plans/{id}/recommendations (while the plan is a draft or sent). */
export async function deleteAllRecommendations(planId: number): Promise<string | undefined> {
  const { message } = await apiClient.delete(`/action-plans/${planId}/recommendations`);
  return message;
}

/**
 * `recommendationIds`: the plan's recommendations when the call was made; their views, comments and
 * internal notes go from the cache, and the plan, the lists' counts and the per-standard counts refresh.
 */
export function useDeleteAllRecommendations(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_recommendationIds: readonly number[]) => deleteAllRecommendations(planId),
    onSuccess: async (_message, recommendationIds) => {
      for (const id of recommendationIds) {
        queryClient.removeQueries({ queryKey: actionPlanKeys.recommendation(id) });
        queryClient.removeQueries({ queryKey: actionPlanKeys.comments(id) });
        queryClient.removeQueries({ queryKey: actionPlanKeys.internalNotes(id) });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['action-plans', 'performance-standards'] }),
      ]);
    },
  });
}
