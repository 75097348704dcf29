import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  frameworkReportSchema,
  type FrameworkReport,
  type ReportAudience,
} from '@esg/contracts/reporting-views';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

export interface FrameworkReportParams {
  companyId: number;
  audience: ReportAudience;
  standardId: number | null;
  period: string | null;
}

/** GET /api/analysis/reports/{companyId}?audience=&standardId=&period=: a framework's published figures for an audience. */
export async function getFrameworkReport(p: FrameworkReportParams): Promise<FrameworkReport> {
  const search = new URLSearchParams({ audience: p.audience });
  if (p.standardId) search.set('standardId', String(p.standardId));
  if (p.period) search.set('period', p.period);
  const { data } = await apiClient.get(`/analysis/reports/${p.companyId}?${search.toString()}`, {
    schema: frameworkReportSchema,
  });
  return data;
}

export const frameworkReportQueryOptions = (p: FrameworkReportParams) =>
  queryOptions({
    queryKey: [...queryKeys.analysis.all(), 'report', p] as const,
    queryFn: () => getFrameworkReport(p),
  });

export const useFrameworkReport = (p: FrameworkReportParams) =>
  useQuery({ ...frameworkReportQueryOptions(p), placeholderData: keepPreviousData });
