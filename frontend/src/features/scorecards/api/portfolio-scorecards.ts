import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioScorecardsSchema, type PortfolioScorecards } from '@esg/contracts/scorecards';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/analysis/portfolios/{companyId}/scorecards: every portfolio (or fund) company's scorecard. */
export async function getPortfolioScorecards(
  companyId: number,
  period: string | null,
  fundId: number | null,
): Promise<PortfolioScorecards> {
  const q = new URLSearchParams();
  if (period) q.set('period', period);
  if (fundId) q.set('fundId', String(fundId));
  const s = q.toString();
  const { data } = await apiClient.get(`/analysis/portfolios/${companyId}/scorecards${s ? `?${s}` : ''}`, {
    schema: portfolioScorecardsSchema,
  });
  return data;
}

export const portfolioScorecardsQueryOptions = (
  companyId: number,
  period: string | null,
  fundId: number | null,
) =>
  queryOptions({
    queryKey: queryKeys.analysis.scorecard({ kind: 'portfolio', companyId, period, fundId }),
    queryFn: () => getPortfolioScorecards(companyId, period, fundId),
    placeholderData: keepPreviousData,
  });

export const usePortfolioScorecards = (
  companyId: number,
  period: string | null,
  fundId: number | null,
  enabled = true,
) => useQuery({ ...portfolioScorecardsQueryOptions(companyId, period, fundId), enabled });
