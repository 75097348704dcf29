import { queryOptions, useQuery } from '@tanstack/react-query';
import { responseDetailSchema, type ResponseDetail } from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { dataCollectionKeys } from './query-keys';

/** GET /api/responses/{id}: status, completion, permissions and every metric with its current value. */
export async function getResponse(responseId: number, signal?: AbortSignal): Promise<ResponseDetail> {
  const { data } = await apiClient.get(`/responses/${responseId}`, { schema: responseDetailSchema, signal });
  return data;
}

export const responseQueryOptions = (responseId: number) =>
  queryOptions({
    queryKey: dataCollectionKeys.response(responseId),
    queryFn: ({ signal }) => getResponse(responseId, signal),
    staleTime: 30_000,
  });

export function useResponse(responseId: number) {
  return useQuery(responseQueryOptions(responseId));
}
