import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pcafResultSchema, type PcafRequest, type PcafResult } from '@esg/contracts/scoring';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** POST /api/calculations/pcaf: the stateless PCAF calculation of the positions given. */
export async function calculatePcaf(request: PcafRequest): Promise<PcafResult> {
  const { data } = await apiClient.post('/calculations/pcaf', request, { schema: pcafResultSchema });
  return data;
}

/** The calculation of these positions, cached by its request (the same inputs give the same figures). */
export const usePcafCalculation = (request: PcafRequest | null) =>
  useQuery({
    queryKey: [...climateKeys.all(), 'pcaf', request] as const,
    queryFn: () => calculatePcaf(request!),
    enabled: request !== null && request.positions.length > 0,
    placeholderData: keepPreviousData,
  });
