import { queryOptions, useQuery } from '@tanstack/react-query';
import { responseDetailSchema, type ResponseDetail } from '@esg/contracts/data-collection/responses';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** GET /api/responses/{id}: the TCFD questionnaire with its answers, options and scores. */
export async function getTcfdResponse(responseId: number): Promise<ResponseDetail> {
  const { data } = await apiClient.get(`/responses/${responseId}`, { schema: responseDetailSchema });
  return data;
}

export const tcfdResponseQueryOptions = (responseId: number) =>
  queryOptions({
    queryKey: climateKeys.tcfdResponse(responseId),
    queryFn: () => getTcfdResponse(responseId),
  });

export const useTcfdResponse = (responseId: number | null) =>
  useQuery({ ...tcfdResponseQueryOptions(responseId ?? 0), enabled: responseId !== null });
