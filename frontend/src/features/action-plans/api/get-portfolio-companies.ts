import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { childCompanySchema } from '@esg/contracts/access-manager';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

export interface PortfolioCompany {
  id: number;
  name: string;
}

const childCompaniesSchema = z.array(childCompanySchema);

/** The GP's portfolio companies for the company picker (GET company/getChildCompanies/{id}, spec 7.4). */
export async function getPortfolioCompanies(gpCompanyId: number): Promise<PortfolioCompany[]> {
  const { data } = await apiClient.get(`/company/getChildCompanies/${gpCompanyId}`, {
    schema: childCompaniesSchema,
  });
  return data.map(({ id, name }) => ({ id, name }));
}

export const portfolioCompaniesQueryOptions = (gpCompanyId: number | null) =>
  queryOptions({
    queryKey: [...actionPlanKeys.portfolioCompanies(), gpCompanyId] as const,
    queryFn: () => getPortfolioCompanies(gpCompanyId!),
    enabled: gpCompanyId !== null,
    staleTime: 5 * 60_000,
  });

export function usePortfolioCompanies(gpCompanyId: number | null, enabled: boolean) {
  return useQuery({
    ...portfolioCompaniesQueryOptions(gpCompanyId),
    enabled: enabled && gpCompanyId !== null,
  });
}
