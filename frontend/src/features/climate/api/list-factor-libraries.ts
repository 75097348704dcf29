import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { factorLibrarySchema, type FactorLibraryView } from '@esg/contracts/scoring';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** GET /api/emission-factors/libraries: every imported workbook (source, year, version, licence). */
export async function listFactorLibraries(): Promise<FactorLibraryView[]> {
  const { data } = await apiClient.get('/emission-factors/libraries', {
    schema: z.array(factorLibrarySchema),
  });
  return data;
}

export const factorLibrariesQueryOptions = () =>
  queryOptions({
    queryKey: climateKeys.factorLibraries(),
    queryFn: listFactorLibraries,
    staleTime: 5 * 60_000,
  });

export function useFactorLibraries() {
  return useQuery(factorLibrariesQueryOptions());
}
