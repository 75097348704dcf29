import { queryOptions, useQuery } from '@tanstack/react-query';
import { paiLineageSchema, type PaiLineage } from '@esg/contracts/pai-lineage';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/pai/funds/{fundId}/{year}/indicators/{indicatorId}/lineage: one figure across hops (ADR 0220). */
export async function getPaiLineage(fundId: number, year: number, indicatorId: string): Promise<PaiLineage> {
  const { data } = await apiClient.get(
    `/pai/funds/${fundId}/${year}/indicators/${encodeURIComponent(indicatorId)}/lineage`,
    { schema: paiLineageSchema },
  );
  return data;
}

export const paiLineageQueryOptions = (fundId: number, year: number, indicatorId: string) =>
  queryOptions({
    queryKey: queryKeys.pai.lineage(fundId, year, indicatorId),
    queryFn: () => getPaiLineage(fundId, year, indicatorId),
  });

export const usePaiLineage = (target: { fundId: number; year: number; indicatorId: string } | null) =>
  useQuery({
    ...paiLineageQueryOptions(target?.fundId ?? 0, target?.year ?? 0, target?.indicatorId ?? ''),
    enabled: target !== null,
  });
