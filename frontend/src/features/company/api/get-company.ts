import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  companyDetailSchema,
  companySchema,
  type CompanyDetail,
  type CompanyView,
} from '@esg/contracts/data-collection';
import { apiClient } from '@/lib/api-client';

export { companySchema, companyDetailSchema };
export type Company = CompanyView;
export type { CompanyDetail };

export const companyQueryKey = (companyId: number) => ['company', companyId] as const;

/** GET /api/company/{id}: the company with its standard assignments, and its parent (spec 7.4). */
export async function getCompany(companyId: number): Promise<CompanyDetail> {
  const { data } = await apiClient.get(`/company/${companyId}`, { schema: companyDetailSchema });
  return data;
}

export const companyQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: companyQueryKey(companyId), queryFn: () => getCompany(companyId) });

export function useCompany(companyId: number | null) {
  return useQuery({ ...companyQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
