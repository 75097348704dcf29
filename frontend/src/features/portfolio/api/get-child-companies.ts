import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@esg/contracts/query-keys';
import { getChildCompanies } from '@/shared/companies/child-companies';

export const childCompaniesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.portfolio.children(companyId),
    queryFn: () => getChildCompanies(companyId),
  });

export const useChildCompanies = (companyId: number | null) =>
  useQuery({ ...childCompaniesQueryOptions(companyId ?? 0), enabled: companyId !== null });
