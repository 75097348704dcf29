import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioOverviewSchema, type PortfolioOverview } from '@esg/contracts/analysis';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/analysis/portfolios/{companyId}/overview: reporting completion and companies needing attention. */
export async function getPortfolioOverview(
  companyId: number,
  period: string | null,
): Promise<PortfolioOverview> {
  const { data } = await apiClient.get(
    `/analysis/portfolios/${companyId}/overview${period ? `?period=${encodeURIComponent(period)}` : ''}`,
    { schema: portfolioOverviewSchema },
  );
  return data;
}

export const portfolioOverviewQueryOptions = (companyId: number, period: string | null) =>
  queryOptions({
    queryKey: queryKeys.analysis.overview(companyId, period),
    queryFn: () => getPortfolioOverview(companyId, period),
  });

export const usePortfolioOverview = (companyId: number, period: string | null, enabled = true) =>
  useQuery({ ...portfolioOverviewQueryOptions(companyId, period), enabled });
