import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignOffRecommendationRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { invalidateRecommendation } from './invalidate';

/** PUT /api/action-plan-recommendations/{id}/sign-off: submitted -> signed-off, by the GP. */
export async function signOffRecommendation(
  recommendationId: number,
  request: SignOffRecommendationRequest,
): Promise<string | undefined> {
  const { message } = await apiClient.put(
    `/action-plan-recommendations/${recommendationId}/sign-off`,
    request,
  );
  return message;
}

export function useSignOffRecommendation(planId: number, recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignOffRecommendationRequest) => signOffRecommendation(recommendationId, request),
    onSuccess: () => invalidateRecommendation(queryClient, planId, recommendationId, true),
  });
}
