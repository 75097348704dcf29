import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanUsersRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** POST /api/action-plans/{id}/assign-users { userIds }. */
export async function assignUsers(planId: number, request: PlanUsersRequest): Promise<string | undefined> {
  const { message } = await apiClient.post(`/action-plans/${planId}/assign-users`, request);
  return message;
}

export function useAssignUsers(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PlanUsersRequest) => assignUsers(planId, request),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
      ]);
    },
  });
}
