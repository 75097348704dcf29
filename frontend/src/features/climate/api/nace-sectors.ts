import { useQuery } from '@tanstack/react-query';
import { metricDefinitionSchema, type AllowedValue } from '@esg/contracts/data-collection/metrics';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/**
 * GET /api/metrics/company.nace: the NACE Rev. 2 divisions a company reports its sector in (product/nace-rev2.json);
 * an estimate's sector is one of them.
 */
export async function getNaceSectors(): Promise<AllowedValue[]> {
  const { data } = await apiClient.get('/metrics/company.nace', { schema: metricDefinitionSchema });
  return data.allowedValues ?? [];
}

export const useNaceSectors = () =>
  useQuery({
    queryKey: [...climateKeys.all(), 'nace-sectors'] as const,
    queryFn: getNaceSectors,
    staleTime: Infinity,
  });
