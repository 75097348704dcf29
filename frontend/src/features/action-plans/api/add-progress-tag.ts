import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgressTagRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { invalidateRecommendation } from './invalidate';

/** POST /api/action-plan-recommendations/{id}/progress-tag { tag, note }. */
export async function addProgressTag(
  recommendationId: number,
  request: ProgressTagRequest,
): Promise<string | undefined> {
  const { message } = await apiClient.post(
    `/action-plan-recommendations/${recommendationId}/progress-tag`,
    request,
  );
  return message;
}

export function useAddProgressTag(planId: number, recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProgressTagRequest) => addProgressTag(recommendationId, request),
    onSuccess: () => invalidateRecommendation(queryClient, planId, recommendationId),
  });
}
