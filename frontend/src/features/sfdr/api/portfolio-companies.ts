import { queryOptions } from '@tanstack/react-query';
import { getPortfolioCompanies } from '@/shared/companies/child-companies';

/** The GP's portfolio companies, to name the companies of a figure (GET company/getChildCompanies/{id}). */
export const portfolioCompaniesQueryOptions = (gpCompanyId: number) =>
  queryOptions({
    queryKey: ['pai', 'portfolio-companies', gpCompanyId] as const,
    queryFn: () => getPortfolioCompanies(gpCompanyId),
    staleTime: 5 * 60_000,
  });
