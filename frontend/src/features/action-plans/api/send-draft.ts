import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** PUT /api/action-plans/{id}/send-draft-to-portCo: draft -> sent; the portfolio company sees the plan. */
export async function sendDraft(planId: number): Promise<string | undefined> {
  const { message } = await apiClient.put(`/action-plans/${planId}/send-draft-to-portCo`);
  return message;
}

export function useSendDraft(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendDraft(planId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
      ]);
    },
  });
}
