import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionalIndicatorCountSchema, type OptionalIndicatorCount } from '@esg/contracts/data-collection';
import { apiClient } from '@/lib/api-client';

export const optionalIndicatorCountQueryKey = (companyId: number) =>
  ['indicators', 'optional-count', companyId] as const;

/** GET /api/indicators/count/optionalIndicators/{companyId}: SFDR optional indicators chosen (spec 7.4). */
export async function getOptionalIndicatorCount(companyId: number): Promise<OptionalIndicatorCount> {
  const { data } = await apiClient.get(`/indicators/count/optionalIndicators/${companyId}`, {
    schema: optionalIndicatorCountSchema,
  });
  return data;
}

export const optionalIndicatorCountQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: optionalIndicatorCountQueryKey(companyId),
    queryFn: () => getOptionalIndicatorCount(companyId),
  });

export function useOptionalIndicatorCount(companyId: number | null) {
  return useQuery({ ...optionalIndicatorCountQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
