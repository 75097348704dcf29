import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPortfolioCompanies } from '@/shared/companies/child-companies';
import { dataCollectionKeys } from './query-keys';

/** The GP's portfolio companies, for the company filter (GET company/getChildCompanies/{id}). */
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
