import { queryOptions, useQuery } from '@tanstack/react-query';
import { scorecardMethodSchema, type ScorecardMethodView } from '@esg/contracts/scorecards';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/analysis/scorecard-method: the ESG scorecard's KPIs, rules, bands and weights. */
export async function getScorecardMethod(): Promise<ScorecardMethodView> {
  const { data } = await apiClient.get('/analysis/scorecard-method', { schema: scorecardMethodSchema });
  return data;
}

export const scorecardMethodQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.analysis.scorecard({ kind: 'method' }),
    queryFn: getScorecardMethod,
    staleTime: Infinity,
  });

export const useScorecardMethod = () => useQuery(scorecardMethodQueryOptions());
