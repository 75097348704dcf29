import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys, SHARED_STALE_TIME } from './query-keys';
import { recommendationDetailSchema } from '@esg/contracts/action-plans';
import type { RecommendationDetail } from './schemas';

/** GET /api/action-plan-recommendations/{id}: with its change requests and what the caller may do. */
export async function getRecommendation(recommendationId: number): Promise<RecommendationDetail> {
  const { data } = await apiClient.get(`/action-plan-recommendations/${recommendationId}`, {
    schema: recommendationDetailSchema,
  });
  return data;
}

export const recommendationQueryOptions = (recommendationId: number) =>
  queryOptions({
    queryKey: actionPlanKeys.recommendation(recommendationId),
    queryFn: () => getRecommendation(recommendationId),
    staleTime: SHARED_STALE_TIME,
  });

export function useRecommendation(recommendationId: number) {
  return useSuspenseQuery(recommendationQueryOptions(recommendationId));
}
