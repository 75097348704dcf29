import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishStatusRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** PUT /api/action-plans/{id}/update-publish-status: publish (draft|sent -> published) or unpublish. */
export async function updatePublishStatus(
  planId: number,
  request: PublishStatusRequest,
): Promise<string | undefined> {
  const { message } = await apiClient.put(`/action-plans/${planId}/update-publish-status`, request);
  return message;
}

export function useUpdatePublishStatus(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PublishStatusRequest) => updatePublishStatus(planId, request),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
        queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
      ]);
    },
  });
}
