import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueHistorySchema, type ValueHistoryEntry } from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { dataCollectionKeys } from './query-keys';

/** GET /api/responses/{id}/values/{metricCode}/history: every version and verdict, newest first. */
export async function getValueHistory(
  responseId: number,
  metricCode: string,
  signal?: AbortSignal,
): Promise<ValueHistoryEntry[]> {
  const { data } = await apiClient.get(
    `/responses/${responseId}/values/${encodeURIComponent(metricCode)}/history`,
    { schema: valueHistorySchema, signal },
  );
  return data;
}

export const valueHistoryQueryOptions = (responseId: number, metricCode: string) =>
  queryOptions({
    queryKey: dataCollectionKeys.valueHistory(responseId, metricCode),
    queryFn: ({ signal }) => getValueHistory(responseId, metricCode, signal),
  });

export function useValueHistory(responseId: number, metricCode: string | null) {
  return useQuery({
    ...valueHistoryQueryOptions(responseId, metricCode ?? ''),
    enabled: metricCode !== null,
  });
}
