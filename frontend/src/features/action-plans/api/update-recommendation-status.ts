import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateRecommendationStatusRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { invalidateRecommendation } from './invalidate';

/** PUT /api/action-plan-recommendations/{id}/update-status { status }: the work status. */
export async function updateRecommendationStatus(
  recommendationId: number,
  request: UpdateRecommendationStatusRequest,
): Promise<string | undefined> {
  const { message } = await apiClient.put(
    `/action-plan-recommendations/${recommendationId}/update-status`,
    request,
  );
  return message;
}

export function useUpdateRecommendationStatus(planId: number, recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateRecommendationStatusRequest) =>
      updateRecommendationStatus(recommendationId, request),
    onSuccess: () => invalidateRecommendation(queryClient, planId, recommendationId),
  });
}
