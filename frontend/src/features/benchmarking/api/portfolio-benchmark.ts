import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioBenchmarkSchema, type PortfolioBenchmark } from '@esg/contracts/benchmark';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';
import { benchmarkSearch, type BenchmarkParams } from './params';

/** GET /api/analysis/portfolios/{companyId}/benchmark: every company of a portfolio (or fund), with the map. */
export async function getPortfolioBenchmark(
  companyId: number,
  params: BenchmarkParams,
): Promise<PortfolioBenchmark> {
  const { data } = await apiClient.get(
    `/analysis/portfolios/${companyId}/benchmark${benchmarkSearch(params)}`,
    {
      schema: portfolioBenchmarkSchema,
    },
  );
  return data;
}

export const portfolioBenchmarkQueryOptions = (companyId: number, params: BenchmarkParams) =>
  queryOptions({
    queryKey: queryKeys.analysis.benchmark({ kind: 'portfolio', companyId, ...params }),
    queryFn: () => getPortfolioBenchmark(companyId, params),
    placeholderData: keepPreviousData,
  });

export const usePortfolioBenchmark = (companyId: number, params: BenchmarkParams, enabled = true) =>
  useQuery({ ...portfolioBenchmarkQueryOptions(companyId, params), enabled });
