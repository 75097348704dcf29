import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  transitionResultSchema,
  type ReopenRequest,
  type TransitionResult,
} from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { invalidateResponse } from './invalidate';

/** POST /api/responses/{id}/reopen: a published period opened again, with the reason kept. */
export async function reopenResponse(responseId: number, request: ReopenRequest): Promise<TransitionResult> {
  const { data } = await apiClient.post(`/responses/${responseId}/reopen`, request, {
    schema: transitionResultSchema,
  });
  return data;
}

export function useReopenResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, request }: { responseId: number; request: ReopenRequest }) =>
      reopenResponse(responseId, request),
    onSuccess: (_result, { responseId }) => invalidateResponse(queryClient, responseId),
  });
}
