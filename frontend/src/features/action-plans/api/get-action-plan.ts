import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys, SHARED_STALE_TIME } from './query-keys';
import { planDetailSchema } from '@esg/contracts/action-plans';
import type { PlanDetail } from './schemas';

/** GET /api/action-plans/{id}: the plan, its people, recommendations and what the caller may do. */
export async function getActionPlan(planId: number): Promise<PlanDetail> {
  const { data } = await apiClient.get(`/action-plans/${planId}`, { schema: planDetailSchema });
  return data;
}

export const actionPlanQueryOptions = (planId: number) =>
  queryOptions({
    queryKey: actionPlanKeys.detail(planId),
    queryFn: () => getActionPlan(planId),
    staleTime: SHARED_STALE_TIME,
  });

export function useActionPlan(planId: number) {
  return useSuspenseQuery(actionPlanQueryOptions(planId));
}
