import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  gridCountrySchema,
  gridFactorChoicesSchema,
  type GridCountry,
  type GridFactorChoices,
} from '@esg/contracts/scoring';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** GET /api/emission-factors/grid: the countries the grid-factor sources cover, by name (ADR 0160). */
export async function listGridCountries(): Promise<GridCountry[]> {
  const { data } = await apiClient.get('/emission-factors/grid', { schema: z.array(gridCountrySchema) });
  return data;
}

export function useGridCountries() {
  return useQuery(
    queryOptions({
      queryKey: climateKeys.gridCountries(),
      queryFn: listGridCountries,
      staleTime: 30 * 60_000,
    }),
  );
}

/**
 * GET /api/emission-factors/grid/{country}?year=: the grid factors of a country for purchased electricity, the
 * calculator's default first, with why and each one's source, version, year and licence.
 */
export async function getGridFactors(country: string, year: number | null): Promise<GridFactorChoices> {
  const { data } = await apiClient.get(
    `/emission-factors/grid/${encodeURIComponent(country)}${year ? `?year=${year}` : ''}`,
    { schema: gridFactorChoicesSchema },
  );
  return data;
}

export function useGridFactors(country: string | null, year: number | null) {
  return useQuery({
    queryKey: climateKeys.gridFactors(country ?? '', year),
    queryFn: () => getGridFactors(country ?? '', year),
    enabled: country !== null,
    staleTime: 30 * 60_000,
  });
}
