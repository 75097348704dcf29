import { queryOptions, useQuery } from '@tanstack/react-query';
import { frameworkDetailSchema, type FrameworkDetail } from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { dataCollectionKeys } from './query-keys';

/** GET /api/frameworks/{standardId}?version=: one framework's section tree with its metric definitions. */
export async function getFramework(
  standardId: number,
  version: string | undefined,
  signal?: AbortSignal,
): Promise<FrameworkDetail> {
  const query = version ? `?version=${encodeURIComponent(version)}` : '';
  const { data } = await apiClient.get(`/frameworks/${standardId}${query}`, {
    schema: frameworkDetailSchema,
    signal,
  });
  return data;
}

export const frameworkQueryOptions = (standardId: number, version?: string) =>
  queryOptions({
    queryKey: dataCollectionKeys.framework(standardId, version),
    queryFn: ({ signal }) => getFramework(standardId, version, signal),
    staleTime: 10 * 60_000,
  });

export function useFramework(standardId: number | null, version?: string) {
  return useQuery({ ...frameworkQueryOptions(standardId ?? 0, version), enabled: standardId !== null });
}
