import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliverableRatingRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { invalidateRecommendation } from './invalidate';

/** PUT /api/deliverables/{id}/rating { rating 1-5 }; a deliverable's id is its recommendation's. */
export async function rateDeliverable(
  recommendationId: number,
  request: DeliverableRatingRequest,
): Promise<string | undefined> {
  const { message } = await apiClient.put(`/deliverables/${recommendationId}/rating`, request);
  return message;
}

export function useRateDeliverable(planId: number, recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeliverableRatingRequest) => rateDeliverable(recommendationId, request),
    onSuccess: () => invalidateRecommendation(queryClient, planId, recommendationId),
  });
}
