import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { childCompanySchema, type ChildCompany } from '@esg/contracts/access-manager';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/company/getChildCompanies/{id}: the companies the company invited, with their contact. */
export async function getChildCompanies(companyId: number): Promise<ChildCompany[]> {
  const { data } = await apiClient.get(`/company/getChildCompanies/${companyId}`, {
    schema: z.array(childCompanySchema),
  });
  return data;
}

export const childCompaniesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.portfolio.children(companyId),
    queryFn: () => getChildCompanies(companyId),
  });

export const useChildCompanies = (companyId: number | null) =>
  useQuery({ ...childCompaniesQueryOptions(companyId ?? 0), enabled: companyId !== null });
