import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTION_PLAN_SUCCESS, type CreateActionPlanRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';
import { planSchema } from '@esg/contracts/action-plans';
import type { Plan } from './schemas';

/** POST /api/action-plans/create: a draft plan for one of the GP's portfolio companies. */
export async function createActionPlan(
  request: CreateActionPlanRequest,
): Promise<{ plan: Plan; message: string }> {
  const { data, message } = await apiClient.post('/action-plans/create', request, { schema: planSchema });
  return { plan: data, message: message ?? ACTION_PLAN_SUCCESS.created };
}

export function useCreateActionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActionPlan,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.portfolioCompanies() }),
      ]);
    },
  });
}
