import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  indicatorDetailSchema,
  portfolioHighlightsSchema,
  type IndicatorDetail,
  type PortfolioHighlights,
} from '@esg/contracts/highlights';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

const periodQuery = (period: string | null) => (period ? `?period=${encodeURIComponent(period)}` : '');

/** GET /api/analysis/portfolios/{companyId}/highlights: best and worst movers per metric and the leaderboard. */
export async function getHighlights(companyId: number, period: string | null): Promise<PortfolioHighlights> {
  const { data } = await apiClient.get(`/analysis/portfolios/${companyId}/highlights${periodQuery(period)}`, {
    schema: portfolioHighlightsSchema,
  });
  return data;
}

export const highlightsQueryOptions = (companyId: number, period: string | null) =>
  queryOptions({
    queryKey: queryKeys.analysis.highlights({ companyId, period }),
    queryFn: () => getHighlights(companyId, period),
  });

export const useHighlights = (companyId: number, period: string | null) =>
  useQuery({ ...highlightsQueryOptions(companyId, period), placeholderData: keepPreviousData });

/** GET /api/analysis/indicators/{companyId}/{metricCode}: definition, references and values across the portfolio. */
export async function getIndicator(
  companyId: number,
  metricCode: string,
  period: string | null,
): Promise<IndicatorDetail> {
  const { data } = await apiClient.get(
    `/analysis/indicators/${companyId}/${encodeURIComponent(metricCode)}${periodQuery(period)}`,
    { schema: indicatorDetailSchema },
  );
  return data;
}

export const indicatorQueryOptions = (companyId: number, metricCode: string, period: string | null) =>
  queryOptions({
    queryKey: queryKeys.analysis.highlights({ companyId, metricCode, period }),
    queryFn: () => getIndicator(companyId, metricCode, period),
  });

export const useIndicator = (companyId: number, metricCode: string | null, period: string | null) =>
  useQuery({
    ...indicatorQueryOptions(companyId, metricCode ?? '', period),
    enabled: metricCode !== null,
    placeholderData: keepPreviousData,
  });

/** PATCH /api/company/details/{companyId} { auto_highlights_flag }: the automatic highlights e-mail on or off. */
export function useAutoHighlights(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      apiClient.patch(`/company/details/${companyId}`, { auto_highlights_flag: on }),
    // The company query of features/company (['company', id]) carries the flag the switch shows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company', companyId] }),
  });
}
