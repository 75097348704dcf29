import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioAggregatesSchema, type PortfolioAggregates } from '@esg/contracts/analysis';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

export interface AggregatesParams {
  companyId: number;
  period: string | null;
  fundId: number | null;
}

/** GET /api/analysis/portfolios/{companyId}/aggregates: the portfolio's (or one fund's) aggregates of a period. */
export async function getPortfolioAggregates(p: AggregatesParams): Promise<PortfolioAggregates> {
  const search = new URLSearchParams();
  if (p.period) search.set('period', p.period);
  if (p.fundId) search.set('fundId', String(p.fundId));
  const qs = search.toString();
  const { data } = await apiClient.get(
    `/analysis/portfolios/${p.companyId}/aggregates${qs ? `?${qs}` : ''}`,
    {
      schema: portfolioAggregatesSchema,
    },
  );
  return data;
}

export const portfolioAggregatesQueryOptions = (p: AggregatesParams) =>
  queryOptions({ queryKey: queryKeys.analysis.aggregates(p), queryFn: () => getPortfolioAggregates(p) });

export const usePortfolioAggregates = (p: AggregatesParams, enabled = true) =>
  useQuery({ ...portfolioAggregatesQueryOptions(p), enabled });
