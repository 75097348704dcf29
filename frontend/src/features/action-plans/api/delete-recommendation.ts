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
      queryClient.removeQueries({ queryKey: actionPlanKeys.recommendation(recommendationId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['action-plans', 'performance-standards'] }),
      ]);
    },
  });
}
