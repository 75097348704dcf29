import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fundSchema, type Fund } from '@esg/contracts/portfolio';
import { apiClient } from '@/lib/api-client';

/** GET /api/fundManager/getAll/{companyId}: the funds of the company the user may read. */
export async function getFunds(companyId: number): Promise<Fund[]> {
  const { data } = await apiClient.get(`/fundManager/getAll/${companyId}`, { schema: z.array(fundSchema) });
  return data;
}

export const fundsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['pai', 'funds', companyId] as const, queryFn: () => getFunds(companyId) });

export const useFunds = (companyId: number) => useQuery(fundsQueryOptions(companyId));
