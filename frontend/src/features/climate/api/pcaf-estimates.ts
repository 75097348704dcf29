import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pcafSavedEstimateSchema, type PcafSavedEstimate } from '@esg/contracts/pcaf-inputs';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** GET /api/pcaf-estimates/{investorId}/{year}: the investor's saved estimates of the reporting year (ADR 0083). */
export async function getPcafEstimates(investorId: number, year: number): Promise<PcafSavedEstimate[]> {
  const { data } = await apiClient.get(`/pcaf-estimates/${investorId}/${year}`, {
    schema: z.array(pcafSavedEstimateSchema),
  });
  return data;
}

export const usePcafEstimates = (investorId: number | null, year: number | null) =>
  useQuery({
    queryKey: climateKeys.pcafEstimates(investorId ?? 0, year ?? 0),
    queryFn: () => getPcafEstimates(investorId!, year!),
    enabled: investorId !== null && year !== null,
  });
