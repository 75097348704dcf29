import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InternalNoteRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** POST /api/action-plan-recommendations-internal-notes/{recommendationId} { note }: investor side only. */
export async function addInternalNote(
  recommendationId: number,
  request: InternalNoteRequest,
): Promise<string | undefined> {
  const { message } = await apiClient.post(
    `/action-plan-recommendations-internal-notes/${recommendationId}`,
    request,
  );
  return message;
}

export function useAddInternalNote(recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InternalNoteRequest) => addInternalNote(recommendationId, request),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: actionPlanKeys.internalNotes(recommendationId) }),
  });
}
