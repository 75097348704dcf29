import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateRecommendation } from './invalidate';

/** PUT /api/action-plan-recommendations/{id}/verify-document: multipart, one file. */
export async function setVerifyDocument(recommendationId: number, file: File): Promise<string | undefined> {
  const form = new FormData();
  form.append('file', file);
  const { message } = await apiClient.put(
    `/action-plan-recommendations/${recommendationId}/verify-document`,
    form,
  );
  return message;
}

export function useSetVerifyDocument(planId: number, recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => setVerifyDocument(recommendationId, file),
    onSuccess: () => invalidateRecommendation(queryClient, planId, recommendationId),
  });
}
