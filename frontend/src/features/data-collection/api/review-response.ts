import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptUnflaggedResultSchema,
  reviewResultSchema,
  type AcceptUnflaggedRequest,
  type AcceptUnflaggedResult,
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

/**
 * POST /api/responses/{id}/accept-unflagged (ADR 0187): accept every unflagged value still waiting, in one
 * action; `expectedCount` is the number the confirmation showed (409 when the values changed since).
 */
export async function acceptUnflagged(
  responseId: number,
  request: AcceptUnflaggedRequest,
): Promise<AcceptUnflaggedResult> {
  const { data } = await apiClient.post(`/responses/${responseId}/accept-unflagged`, request, {
    schema: acceptUnflaggedResultSchema,
  });
  return data;
}

export function useAcceptUnflagged(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AcceptUnflaggedRequest) => acceptUnflagged(responseId, request),
    onSuccess: () => invalidateResponse(queryClient, responseId),
  });
}
