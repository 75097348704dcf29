import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CreateRecommendationRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';
import { recommendationSchema } from '@esg/contracts/action-plans';
import type { Recommendation } from './schemas';

/** POST /api/action-plan-recommendations/{planId}: answers `data: [recommendation]` (spec 7.2: the first item). */
export async function createRecommendation(
  planId: number,
  request: CreateRecommendationRequest,
): Promise<Recommendation | undefined> {
  const { data } = await apiClient.post(`/action-plan-recommendations/${planId}`, request, {
    schema: z.array(recommendationSchema),
  });
  return data[0];
}

export function useCreateRecommendation(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateRecommendationRequest) => createRecommendation(planId, request),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['action-plans', 'performance-standards'] }),
      ]);
    },
  });
}
