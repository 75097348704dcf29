import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { childCompanySchema } from '@esg/contracts/access-manager';
import { apiClient } from '@/lib/api-client';
import { dataCollectionKeys } from './query-keys';

export interface PortfolioCompany {
  id: number;
  name: string;
}

/** GET company/getChildCompanies/{id}: the GP's portfolio companies, for the company filter. */
export async function getPortfolioCompanies(gpCompanyId: number): Promise<PortfolioCompany[]> {
  const { data } = await apiClient.get(`/company/getChildCompanies/${gpCompanyId}`, {
    schema: z.array(childCompanySchema),
  });
  return data.map(({ id, name }) => ({ id, name }));
}

export function usePortfolioCompanies(gpCompanyId: number | null, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...dataCollectionKeys.all(), 'portfolio-companies', gpCompanyId] as const,
      queryFn: () => getPortfolioCompanies(gpCompanyId!),
      staleTime: 5 * 60_000,
    }),
    enabled: enabled && gpCompanyId !== null,
  });
}
