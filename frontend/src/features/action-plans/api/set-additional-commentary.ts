import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateRecommendation } from './invalidate';

export interface AdditionalCommentaryInput {
  additionalCommentary: string;
  /** The ES advisor document, sent with the commentary as multipart. */
  file?: File | null;
}

/** PUT /api/action-plan-recommendations/{id}/additional-commentary: JSON, or multipart with a document. */
export async function setAdditionalCommentary(
  recommendationId: number,
  { additionalCommentary, file }: AdditionalCommentaryInput,
): Promise<string | undefined> {
  const path = `/action-plan-recommendations/${recommendationId}/additional-commentary`;
  if (!file) {
    const { message } = await apiClient.put(path, { additionalCommentary });
    return message;
  }
  const form = new FormData();
  form.append('additionalCommentary', additionalCommentary);
  form.append('file', file);
  const { message } = await apiClient.put(path, form);
  return message;
}

export function useSetAdditionalCommentary(planId: number, recommendationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdditionalCommentaryInput) => setAdditionalCommentary(recommendationId, input),
    onSuccess: () => invalidateRecommendation(queryClient, planId, recommendationId),
  });
}
