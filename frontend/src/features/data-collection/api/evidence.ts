import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evidenceResultSchema, type CurrentValue } from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { invalidateResponse } from './invalidate';

/**
 * POST /api/responses/{id}/values/{metricCode}/evidence: files that back a value (multipart, the
 * platform's attachment policy). The value gets a new version that carries them.
 */
export async function uploadEvidence(
  responseId: number,
  metricCode: string,
  files: File[],
): Promise<CurrentValue> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const { data } = await apiClient.post(
    `/responses/${responseId}/values/${encodeURIComponent(metricCode)}/evidence`,
    body,
    { schema: evidenceResultSchema },
  );
  return data.value;
}

export function useUploadEvidence(responseId: number, metricCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadEvidence(responseId, metricCode, files),
    onSuccess: () => invalidateResponse(queryClient, responseId),
  });
}
