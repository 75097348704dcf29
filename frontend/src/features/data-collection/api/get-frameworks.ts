import { queryOptions, useQuery } from '@tanstack/react-query';
import { frameworkListSchema, type FrameworkSummary } from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { dataCollectionKeys } from './query-keys';

/** GET /api/frameworks: the catalogue, with whether the caller's company uses each. */
export async function getFrameworks(signal?: AbortSignal): Promise<FrameworkSummary[]> {
  const { data } = await apiClient.get('/frameworks', { schema: frameworkListSchema, signal });
  return data;
}

export const frameworksQueryOptions = () =>
  queryOptions({
    queryKey: dataCollectionKeys.frameworks(),
    queryFn: ({ signal }) => getFrameworks(signal),
    // Reference data: changes only with a deployment.
    staleTime: 10 * 60_000,
  });

export function useFrameworks() {
  return useQuery(frameworksQueryOptions());
}
