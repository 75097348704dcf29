import { useQuery } from '@tanstack/react-query';
import { getPortfolioCompanies } from '@/shared/companies/child-companies';
import { climateKeys } from './query-keys';

/** The portfolio companies an investor picks on the climate screens (GET company/getChildCompanies/{id}). */
export const usePortfolioCompanies = (gpCompanyId: number | null) =>
  useQuery({
    queryKey: climateKeys.portfolioCompanies(gpCompanyId ?? 0),
    queryFn: () => getPortfolioCompanies(gpCompanyId ?? 0),
    enabled: gpCompanyId !== null,
    staleTime: 5 * 60_000,
  });
