import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignOffPlanRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** PUT /api/action-plans/{id}/sign-off { signOffMessage }: closes the plan once every recommendation is signed off. */
export async function signOffPlan(planId: number, request: SignOffPlanRequest): Promise<string | undefined> {
  const { message } = await apiClient.put(`/action-plans/${planId}/sign-off`, request);
  return message;
}

export function useSignOffPlan(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignOffPlanRequest) => signOffPlan(planId, request),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
      ]);
    },
  });
}
