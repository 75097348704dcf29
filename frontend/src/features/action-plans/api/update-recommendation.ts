import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateRecommendationRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** PUT /api/action-plan-recommendations/{id}: the GP or the plan's ES advisor edits a recommendation. */
export async function updateRecommendation(
  recommendationId: number,
  request: UpdateRecommendationRequest,
): Promise<string | undefined> {
  const { message } = await apiClient.put(`/action-plan-recommendations/${recommendationId}`, request);
  return message;
}

/**
 * Refreshes the recommendation and the plan detail that lists it; the per-standard counts only when
 * the recommendation moved to another performance standard (the plan lists count nothing edited here).
 */
export function useUpdateRecommendation(planId: number, recommendationId: number, standardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateRecommendationRequest) => updateRecommendation(recommendationId, request),
    onSuccess: async (_message, { performanceStandardId }) => {
      const movedStandard = performanceStandardId !== undefined && performanceStandardId !== standardId;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.recommendation(recommendationId) }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
        ...(movedStandard
          ? [queryClient.invalidateQueries({ queryKey: ['action-plans', 'performance-standards'] })]
          : []),
      ]);
    },
  });
}
