import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  transitionResultSchema,
  type TransitionRequest,
  type TransitionResult,
} from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { invalidateResponse } from './invalidate';

/** POST /api/responses/{id}/submit. */
export async function submitResponse(
  responseId: number,
  request: TransitionRequest = {},
): Promise<TransitionResult> {
  const { data } = await apiClient.post(`/responses/${responseId}/submit`, request, {
    schema: transitionResultSchema,
  });
  return data;
}

export function useSubmitResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, request }: { responseId: number; request?: TransitionRequest }) =>
      submitResponse(responseId, request),
    onSuccess: (_result, { responseId }) => invalidateResponse(queryClient, responseId),
  });
}
