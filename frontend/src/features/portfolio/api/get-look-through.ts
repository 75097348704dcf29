import { queryOptions, useQuery } from '@tanstack/react-query';
import { paiLookThroughSchema, type PaiLookThrough } from '@esg/contracts/pai-lineage';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/pai/look-through/{fundId}/{year}: the PAI figures of the GP funds an LP fund holds (ADR 0220). */
export async function getLookThrough(fundId: number, year: number): Promise<PaiLookThrough> {
  const { data } = await apiClient.get(`/pai/look-through/${fundId}/${year}`, {
    schema: paiLookThroughSchema,
  });
  return data;
}

export const lookThroughQueryOptions = (fundId: number, year: number) =>
  queryOptions({
    queryKey: queryKeys.pai.lookThrough(fundId, year),
    queryFn: () => getLookThrough(fundId, year),
  });

export const useLookThrough = (fundId: number, year: number) =>
  useQuery(lookThroughQueryOptions(fundId, year));
