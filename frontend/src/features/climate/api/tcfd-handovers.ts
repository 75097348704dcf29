import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { tcfdHandoverSchema, type TcfdHandover } from '@esg/contracts/data-collection/tcfd-handovers';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/**
 * GET /api/tcfd-handovers/{companyId}: the TCFD assessments scoring kept before ADR 0056 and what became
 * of their answers — carried over into a questionnaire, or kept for the next one (ADR 0086).
 */
export async function listTcfdHandovers(companyId: number): Promise<TcfdHandover[]> {
  const { data } = await apiClient.get(`/tcfd-handovers/${companyId}`, {
    schema: z.array(tcfdHandoverSchema),
  });
  return data;
}

export const tcfdHandoversQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: climateKeys.tcfdHandovers(companyId),
    queryFn: () => listTcfdHandovers(companyId),
  });

export const useTcfdHandovers = (companyId: number | null) =>
  useQuery({ ...tcfdHandoversQueryOptions(companyId ?? 0), enabled: companyId !== null });
