import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferEsAdvisorRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** PUT /api/action-plans/{id}/transfer-esadvisor { esAdvisorUserId }. */
export async function transferEsAdvisor(
  planId: number,
  request: TransferEsAdvisorRequest,
): Promise<string | undefined> {
  const { message } = await apiClient.put(`/action-plans/${planId}/transfer-esadvisor`, request);
  return message;
}

export function useTransferEsAdvisor(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TransferEsAdvisorRequest) => transferEsAdvisor(planId, request),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
      ]);
    },
  });
}
