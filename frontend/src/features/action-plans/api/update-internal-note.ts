import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InternalNoteRequest } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** PUT /api/action-plan-recommendations-internal-notes/note/{id} { note }: the author updates it. */
export async function updateInternalNote(
  noteId: number,
  request: InternalNoteRequest,
): Promise<string | undefined> {
  const { message } = await apiClient.put(
    `/action-plan-recommendations-internal-notes/note/${noteId}`,
    request,
  );
  return message;
}

export function useUpdateInternalNote(recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, ...request }: InternalNoteRequest & { noteId: number }) =>
      updateInternalNote(noteId, request),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: actionPlanKeys.internalNotes(recommendationId) }),
  });
}
