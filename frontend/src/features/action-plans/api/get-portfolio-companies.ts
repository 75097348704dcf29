import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPortfolioCompanies } from '@/shared/companies/child-companies';
import { actionPlanKeys } from './query-keys';

/** The GP's portfolio companies for the company picker (GET company/getChildCompanies/{id}, spec 7.4). */
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
