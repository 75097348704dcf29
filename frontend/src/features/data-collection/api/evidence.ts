import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evidenceResultSchema, type CurrentValue } from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { citationsKey } from './citations';
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

/**
 * DELETE /api/responses/{id}/evidence/{fileId} (ADR 0214): removes a document of the period; `withCitations`
 * confirms that the values it backs lose this evidence (they keep their values).
 */
export function useRemoveEvidence(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fileId, withCitations }: { fileId: string; withCitations: boolean }) => {
      await apiClient.delete(
        `/responses/${responseId}/evidence/${encodeURIComponent(fileId)}${withCitations ? '?citations=remove' : ''}`,
      );
    },
    onSuccess: () => {
      invalidateResponse(queryClient, responseId);
      void queryClient.invalidateQueries({ queryKey: citationsKey(responseId) });
    },
  });
}
