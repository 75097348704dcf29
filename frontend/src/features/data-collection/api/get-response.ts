import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseDetail } from '@esg/contracts/data-collection/index';
import { readResponse } from '@/shared/responses/read-response';
import { dataCollectionKeys } from './query-keys';

/**
 * GET /api/responses/{id}: status, completion, permissions and every metric with its current value,
 * joined with the framework version's definition, which is read once per version (ADR 0170).
 */
export function getResponse(
  client: QueryClient,
  responseId: number,
  signal?: AbortSignal,
): Promise<ResponseDetail> {
  return readResponse(client, responseId, signal);
}

export const responseQueryOptions = (responseId: number) =>
  queryOptions({
    queryKey: dataCollectionKeys.response(responseId),
    queryFn: ({ client, signal }) => getResponse(client, responseId, signal),
    staleTime: 30_000,
  });

export function useResponse(responseId: number) {
  return useQuery(responseQueryOptions(responseId));
}
