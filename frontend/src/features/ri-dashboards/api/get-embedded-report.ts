import { queryOptions, useQuery } from '@tanstack/react-query';
import { embeddedReportSchema, type EmbeddedReport, type RiReportId } from '@esg/contracts/embedded-reports';
import { apiClient } from '@/lib/api-client';

/** GET /api/embedded-reports/{reportId} (spec 7.4): accessToken and embedUrl[0].embedUrl. */
export async function getEmbeddedReport(reportId: RiReportId): Promise<EmbeddedReport> {
  const { data } = await apiClient.get(`/embedded-reports/${reportId}`, { schema: embeddedReportSchema });
  return data;
}

/** A token lasts an hour: a page opened again asks for a fresh one. */
export const embeddedReportQueryOptions = (reportId: RiReportId) =>
  queryOptions({
    queryKey: ['embedded-report', reportId],
    queryFn: () => getEmbeddedReport(reportId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useEmbeddedReport = (reportId: RiReportId) => useQuery(embeddedReportQueryOptions(reportId));
