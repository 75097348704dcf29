import { useQuery } from '@tanstack/react-query';
import { companyDetailSchema, type CompanyDetail } from '@esg/contracts/data-collection';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/company/{id}: the company shown on /company-details, /investor and /management (the
 * effective one: a demo contract's user sees the demo company). The same cache entry as the shell's.
 */
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
