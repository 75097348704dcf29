import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanUsersRequest } from '@esg/contracts/action-plans';
import { apiRequest } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** DELETE /api/action-plans/{id}/remove-users { userIds }. */
export async function removeUsers(planId: number, request: PlanUsersRequest): Promise<string | undefined> {
  const { message } = await apiRequest(`/action-plans/${planId}/remove-users`, {
    method: 'DELETE',
    body: request,
  });
  return message;
}

export function useRemoveUsers(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PlanUsersRequest) => removeUsers(planId, request),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
      ]);
    },
  });
}
