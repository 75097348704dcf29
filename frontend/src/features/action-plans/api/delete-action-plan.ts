import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** DELETE /api/action-plans/{id}: the plan with its recommendations. */
export async function deleteActionPlan(planId: number): Promise<string | undefined> {
  const { message } = await apiClient.delete(`/action-plans/${planId}`);
  return message;
}

export function useDeleteActionPlan(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteActionPlan(planId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: actionPlanKeys.detail(planId) });
      await queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() });
    },
  });
}
