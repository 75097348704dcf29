import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRelatedActionPlanRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';
import { planSchema } from '@esg/contracts/action-plans';
import type { Plan } from './schemas';

/** POST /api/action-plans/{id}: a follow-up draft for the same portfolio company (e.g. the next year). */
export async function createRelatedActionPlan(
  planId: number,
  request: CreateRelatedActionPlanRequest,
): Promise<{ plan: Plan; message: string | undefined }> {
  const { data, message } = await apiClient.post(`/action-plans/${planId}`, request, { schema: planSchema });
  return { plan: data, message };
}

/** The new plan shows in the lists; the plan it follows is not changed. */
export function useCreateRelatedActionPlan(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateRelatedActionPlanRequest) => createRelatedActionPlan(planId, request),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() });
    },
  });
}
