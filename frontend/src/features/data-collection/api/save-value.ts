import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  saveValueResultSchema,
  type SaveValueRequest,
  type SaveValueResult,
} from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { invalidateResponse } from './invalidate';

export interface SaveValueInput {
  metricCode: string;
  request: Partial<SaveValueRequest>;
}

/** PUT /api/responses/{id}/values/{metricCode}: a new version of one value (422 names the broken rule). */
export async function saveValue(responseId: number, input: SaveValueInput): Promise<SaveValueResult> {
  const { data } = await apiClient.put(
    `/responses/${responseId}/values/${encodeURIComponent(input.metricCode)}`,
    input.request,
    { schema: saveValueResultSchema },
  );
  return data;
}

export function useSaveValue(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveValueInput) => saveValue(responseId, input),
    onSuccess: () => invalidateResponse(queryClient, responseId),
  });
}
