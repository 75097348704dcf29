import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateRecommendation } from './invalidate';

/** PUT /api/deliverables/{id}/files: multipart, one to five files; a deliverable's id is its recommendation's. */
export async function uploadDeliverableFiles(
  recommendationId: number,
  files: readonly File[],
): Promise<string | undefined> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const { message } = await apiClient.put(`/deliverables/${recommendationId}/files`, form);
  return message;
}

export function useUploadDeliverableFiles(planId: number, recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => uploadDeliverableFiles(recommendationId, files),
    onSuccess: () => invalidateRecommendation(queryClient, planId, recommendationId),
  });
}
