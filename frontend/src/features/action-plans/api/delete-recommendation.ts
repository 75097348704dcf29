import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** DELETE /api/action-plan-recommendations/{id} (while the plan is a draft or sent). */
export async function deleteRecommendation(recommendationId: number): Promise<string | undefined> {
  const { message } = await apiClient.delete(`/action-plan-recommendations/${recommendationId}`);
  return message;
}

export function useDeleteRecommendation(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecommendation,
    onSuccess: async (_message, recommendationId) => {
      // The deleted recommendation's views go from the cache. A screen still showing it (the detail
      // the delete was confirmed on, which navigates away next) keeps its copy until it unmounts:
      // removing a mounted suspense query would refetch it and fail with a 404 on the way out.
      for (const queryKey of [
        actionPlanKeys.recommendation(recommendationId),
        actionPlanKeys.comments(recommendationId),
        actionPlanKeys.internalNotes(recommendationId),
      ]) {
        queryClient.removeQueries({ queryKey, type: 'inactive' });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['action-plans', 'performance-standards'] }),
      ]);
    },
  });
}
