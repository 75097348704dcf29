import { useQuery } from '@tanstack/react-query';
import { companyDetailSchema, type CompanyDetail } from '@esg/contracts/data-collection';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/company/{id}: whether the company is nested decides who uses the calculator (spec 6.2). */
export async function getCompany(companyId: number): Promise<CompanyDetail> {
  const { data } = await apiClient.get(`/company/${companyId}`, { schema: companyDetailSchema });
  return data;
}

export function useCompany(companyId: number | null) {
  return useQuery({
    queryKey: queryKeys.companies.detail(companyId ?? 0),
    queryFn: () => getCompany(companyId ?? 0),
    enabled: companyId !== null,
  });
}
