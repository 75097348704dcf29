import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecideChangeRequestRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { invalidateRecommendation } from './invalidate';

/** PUT /api/change-requests/{id}/approve-reject { decision, comment }; approval moves the due date. */
export async function decideChangeRequest(
  changeRequestId: number,
  request: DecideChangeRequestRequest,
): Promise<string | undefined> {
  const { message } = await apiClient.put(`/change-requests/${changeRequestId}/approve-reject`, request);
  return message;
}

export function useDecideChangeRequest(planId: number, recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changeRequestId, ...request }: DecideChangeRequestRequest & { changeRequestId: number }) =>
      decideChangeRequest(changeRequestId, request),
    onSuccess: () => invalidateRecommendation(queryClient, planId, recommendationId),
  });
}
