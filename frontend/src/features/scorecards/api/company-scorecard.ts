import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyScorecardSchema, type CompanyScorecard } from '@esg/contracts/scorecards';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/analysis/companies/{companyId}/scorecard: a company's ESG scorecard of a period and its diversity. */
export async function getCompanyScorecard(
  companyId: number,
  period: string | null,
): Promise<CompanyScorecard> {
  const { data } = await apiClient.get(
    `/analysis/companies/${companyId}/scorecard${period ? `?period=${encodeURIComponent(period)}` : ''}`,
    { schema: companyScorecardSchema },
  );
  return data;
}

export const companyScorecardQueryOptions = (companyId: number, period: string | null) =>
  queryOptions({
    queryKey: queryKeys.analysis.scorecard({ kind: 'company', companyId, period }),
    queryFn: () => getCompanyScorecard(companyId, period),
    placeholderData: keepPreviousData,
  });

export const useCompanyScorecard = (companyId: number | null, period: string | null) =>
  useQuery({ ...companyScorecardQueryOptions(companyId ?? 0, period), enabled: companyId !== null });
