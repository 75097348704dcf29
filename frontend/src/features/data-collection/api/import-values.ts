import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importRejectionSchema,
  importResultSchema,
  type ImportRejection,
  type ImportResult,
} from '@esg/contracts/data-collection/index';
import { ApiError, apiClient } from '@/lib/api-client';
import { invalidateResponse } from './invalidate';

/**
 * POST /api/responses/{id}/import: the filled template (.xlsx) or the Invest Europe long CSV.
 * All or nothing: a refusal (422 IMPORT.UNPROCESSABLE) lists every rejected row.
 */
export async function importValues(responseId: number, file: File): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await apiClient.post(`/responses/${responseId}/import`, body, {
    schema: importResultSchema,
  });
  return data;
}

/** The rows a refused import names (nothing was applied), when the error carries them. */
export function importRejectionOf(error: unknown): ImportRejection | null {
  if (!(error instanceof ApiError) || !error.details) return null;
  const parsed = importRejectionSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

export function useImportValues(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importValues(responseId, file),
    onSuccess: () => invalidateResponse(queryClient, responseId),
  });
}
