import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analysisTrendsSchema, type AnalysisTrends, type TrendFigure } from '@esg/contracts/analysis';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

export interface TrendsParams {
  companyId: number;
  /** Metric codes; none: the server's default (Scope 1 when published). */
  metrics: readonly string[];
  /** Subject keys (`portfolio:1`, `fund:7`, `company:12`); none: the portfolio, or the company itself. */
  series: readonly string[];
  figure: TrendFigure | null;
}

/** GET /api/analysis/trends/{companyId}: metrics over periods for the chosen subjects, each point with its quality. */
export async function getTrends(p: TrendsParams): Promise<AnalysisTrends> {
  const search = new URLSearchParams();
  if (p.metrics.length) search.set('metrics', p.metrics.join(','));
  if (p.series.length) search.set('series', p.series.join(','));
  if (p.figure) search.set('figure', p.figure);
  const qs = search.toString();
  const { data } = await apiClient.get(`/analysis/trends/${p.companyId}${qs ? `?${qs}` : ''}`, {
    schema: analysisTrendsSchema,
  });
  return data;
}

export const trendsQueryOptions = (p: TrendsParams) =>
  queryOptions({
    queryKey: queryKeys.analysis.trend({ ...p, metrics: [...p.metrics], series: [...p.series] }),
    queryFn: () => getTrends(p),
  });

/** Keeps the chart on screen while another selection loads (no flash of an empty frame). */
export const useTrends = (p: TrendsParams, enabled = true) =>
  useQuery({ ...trendsQueryOptions(p), enabled, placeholderData: keepPreviousData });
