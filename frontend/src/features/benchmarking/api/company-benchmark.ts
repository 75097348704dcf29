import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyBenchmarkSchema, type CompanyBenchmark } from '@esg/contracts/benchmark';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';
import { benchmarkSearch, type BenchmarkParams } from './params';

/** GET /api/analysis/companies/{companyId}/benchmark: a company against industry peers and its portfolio. */
export async function getCompanyBenchmark(
  companyId: number,
  params: BenchmarkParams,
): Promise<CompanyBenchmark> {
  const { data } = await apiClient.get(
    `/analysis/companies/${companyId}/benchmark${benchmarkSearch(params)}`,
    {
      schema: companyBenchmarkSchema,
    },
  );
  return data;
}

export const companyBenchmarkQueryOptions = (companyId: number, params: BenchmarkParams) =>
  queryOptions({
    queryKey: queryKeys.analysis.benchmark({ kind: 'company', companyId, ...params }),
    queryFn: () => getCompanyBenchmark(companyId, params),
    placeholderData: keepPreviousData,
  });

export const useCompanyBenchmark = (companyId: number | null, params: BenchmarkParams) =>
  useQuery({ ...companyBenchmarkQueryOptions(companyId ?? 0, params), enabled: companyId !== null });
