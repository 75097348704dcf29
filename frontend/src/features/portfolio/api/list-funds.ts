import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fundSchema, type Fund } from '@esg/contracts/portfolio';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/fundManager/getAll/{companyId} (spec 7.4): the company's funds, open and closed. */
export async function listFunds(companyId: number): Promise<Fund[]> {
  const { data } = await apiClient.get(`/fundManager/getAll/${companyId}`, { schema: z.array(fundSchema) });
  return data;
}

export const fundsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: queryKeys.portfolio.funds(companyId), queryFn: () => listFunds(companyId) });

export const useFunds = (companyId: number | null) =>
  useQuery({ ...fundsQueryOptions(companyId ?? 0), enabled: companyId !== null });
