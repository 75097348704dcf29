import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { emissionFactorSchema, type EmissionFactorView } from '@esg/contracts/scoring';
import type { PageMeta } from '@esg/contracts/api';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

export interface FactorQuery {
  q?: string;
  libraryId?: string;
  scope?: '1' | '2' | '3' | 'outside';
  category?: string;
  /** ISO alpha-2: only that country's grid factors. */
  country?: string;
  page?: number;
  perPage?: number;
}

/** GET /api/emission-factors: the factor library, searched and paged. */
export async function listEmissionFactors(
  query: FactorQuery,
): Promise<{ factors: EmissionFactorView[]; meta: PageMeta | undefined }> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const { data, meta } = await apiClient.get(`/emission-factors?${params.toString()}`, {
    schema: z.array(emissionFactorSchema),
  });
  return { factors: data, meta };
}

export const emissionFactorsQueryOptions = (query: FactorQuery) =>
  queryOptions({
    queryKey: climateKeys.factors(query),
    queryFn: () => listEmissionFactors(query),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useEmissionFactors(query: FactorQuery, enabled = true) {
  return useQuery({ ...emissionFactorsQueryOptions(query), enabled });
}
