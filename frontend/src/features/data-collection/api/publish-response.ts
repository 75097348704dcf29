import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  transitionResultSchema,
  type TransitionRequest,
  type TransitionResult,
} from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { invalidateResponse } from './invalidate';

/** POST /api/responses/{id}/publish. */
export async function publishResponse(
  responseId: number,
  request: TransitionRequest = {},
): Promise<TransitionResult> {
  const { data } = await apiClient.post(`/responses/${responseId}/publish`, request, {
    schema: transitionResultSchema,
  });
  return data;
}

export function usePublishResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, request }: { responseId: number; request?: TransitionRequest }) =>
      publishResponse(responseId, request),
    onSuccess: (_result, { responseId }) => invalidateResponse(queryClient, responseId),
  });
}
