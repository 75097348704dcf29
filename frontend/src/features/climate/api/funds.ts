import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fundSchema, type Fund } from '@esg/contracts/portfolio';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/fundManager/getAll/{companyId}: the investor's funds, whose positions PCAF attributes. */
export async function getFunds(companyId: number): Promise<Fund[]> {
  const { data } = await apiClient.get(`/fundManager/getAll/${companyId}`, { schema: z.array(fundSchema) });
  return data;
}

export const useFunds = (companyId: number | null) =>
  useQuery({
    queryKey: queryKeys.portfolio.funds(companyId ?? 0),
    queryFn: () => getFunds(companyId ?? 0),
    enabled: companyId !== null,
  });
