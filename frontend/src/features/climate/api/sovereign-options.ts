import { useQuery } from '@tanstack/react-query';
import { metricDefinitionSchema, type AllowedValue } from '@esg/contracts/data-collection/metrics';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/**
 * GET /api/metrics/sov.pcaf_option: the options of PCAF Table 5-26 (sovereign debt) with their scores, as the
 * dictionary lists them from pcaf.json ("1a (score 1): Verified GHG emissions of the country …").
 */
export async function getSovereignOptions(): Promise<AllowedValue[]> {
  const { data } = await apiClient.get('/metrics/sov.pcaf_option', { schema: metricDefinitionSchema });
  return data.allowedValues ?? [];
}

export const useSovereignOptions = () =>
  useQuery({
    queryKey: [...climateKeys.all(), 'sovereign-options'] as const,
    queryFn: getSovereignOptions,
    staleTime: Infinity,
  });
