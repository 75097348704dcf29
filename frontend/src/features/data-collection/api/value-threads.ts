import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  responseThreadsSchema,
  threadStatusSchema,
  valueCommentSchema,
  valueThreadSchema,
  type PostValueCommentRequest,
} from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { dataCollectionKeys } from './query-keys';

/*
 * Comment threads per value (issue 27, ADR 0213): the counts beside each value, one value's thread, and the
 * three writes. A thread event pushed live invalidates `threads(responseId)`, which both reads sit under.
 */

const valuePath = (responseId: number, metricCode: string) =>
  `/responses/${responseId}/values/${encodeURIComponent(metricCode)}`;

/** GET /api/responses/{id}/threads: the values with a discussion (count, open or resolved). */
export function useResponseThreads(responseId: number) {
  return useQuery({
    queryKey: dataCollectionKeys.threads(responseId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/responses/${responseId}/threads`, { schema: responseThreadsSchema, signal }))
        .data,
    staleTime: 30_000,
  });
}

/** GET /api/responses/{id}/values/{metricCode}/thread: the comments, the steps, who may be mentioned. */
export function useValueThread(responseId: number, metricCode: string, enabled: boolean) {
  return useQuery({
    queryKey: dataCollectionKeys.valueThread(responseId, metricCode),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`${valuePath(responseId, metricCode)}/thread`, {
          schema: valueThreadSchema,
          signal,
        })
      ).data,
    enabled,
  });
}

/** POST …/comments, …/thread/resolve and …/thread/reopen. */
export function useThreadWrites(responseId: number, metricCode: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: dataCollectionKeys.threads(responseId) });
  const post = useMutation({
    mutationFn: async (request: PostValueCommentRequest) =>
      (
        await apiClient.post(`${valuePath(responseId, metricCode)}/comments`, request, {
          schema: valueCommentSchema,
        })
      ).data,
    onSuccess: refresh,
  });
  const setStatus = useMutation({
    mutationFn: async (to: 'resolve' | 'reopen') =>
      (
        await apiClient.post(`${valuePath(responseId, metricCode)}/thread/${to}`, undefined, {
          schema: z.object({ status: threadStatusSchema }),
        })
      ).data,
    onSuccess: refresh,
  });
  return { post, setStatus };
}
