import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyValuesSchema, type CompanyValues } from '@esg/contracts/analysis';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/analysis/companies/{companyId}/values: a company's published values of a period (latest by default). */
export async function getCompanyValues(companyId: number, period: string | null): Promise<CompanyValues> {
  const { data } = await apiClient.get(
    `/analysis/companies/${companyId}/values${period ? `?period=${encodeURIComponent(period)}` : ''}`,
    { schema: companyValuesSchema },
  );
  return data;
}

export const companyValuesQueryOptions = (companyId: number, period: string | null) =>
  queryOptions({
    queryKey: queryKeys.analysis.companyValues(companyId, period),
    queryFn: () => getCompanyValues(companyId, period),
  });

export const useCompanyValues = (companyId: number, period: string | null, enabled = true) =>
  useQuery({ ...companyValuesQueryOptions(companyId, period), enabled });
