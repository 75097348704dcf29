import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reviewResultSchema,
  type ReviewRequest,
  type ReviewResult,
} from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { invalidateResponse } from './invalidate';

/** POST /api/responses/{id}/review: accept or return values (a returned value needs a comment). */
export async function reviewResponse(responseId: number, request: ReviewRequest): Promise<ReviewResult> {
  const { data } = await apiClient.post(`/responses/${responseId}/review`, request, {
    schema: reviewResultSchema,
  });
  return data;
}

export function useReviewResponse(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReviewRequest) => reviewResponse(responseId, request),
    onSuccess: () => invalidateResponse(queryClient, responseId),
  });
}
