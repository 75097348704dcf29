import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateChangeRequestRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** POST /api/change-requests { recommendationId, type 'due-date', requestedDueDate, reason }. */
export async function createChangeRequest(request: CreateChangeRequestRequest): Promise<string | undefined> {
  const { message } = await apiClient.post('/change-requests', request);
  return message;
}

export function useCreateChangeRequest(recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChangeRequest,
    // Only the recommendation's own view lists its change requests; the due date is unchanged yet.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: actionPlanKeys.recommendation(recommendationId) }),
  });
}
