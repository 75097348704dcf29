import { queryOptions, useQuery } from '@tanstack/react-query';
import { sfdr2FundTestSchema, type Sfdr2FundTest } from '@esg/contracts/sfdr-categories';
import { periodicReportFileName, type PeriodicReportFormat } from '@esg/contracts/sfdr-documents';
import { apiClient } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/save-file';

/** GET /api/sfdr-categories/funds/{fundId}/{date}: the fund against the SFDR 2.0 categories of the proposal. */
export async function getSfdr2FundTest(fundId: number, date: string): Promise<Sfdr2FundTest> {
  const { data } = await apiClient.get(`/sfdr-categories/funds/${fundId}/${date}`, {
    schema: sfdr2FundTestSchema,
  });
  return data;
}

export const sfdr2FundTestQueryOptions = (fundId: number, date: string) =>
  queryOptions({
    queryKey: ['sfdr-categories', fundId, date] as const,
    queryFn: () => getSfdr2FundTest(fundId, date),
  });

export const useSfdr2FundTest = (fundId: number, date: string) =>
  useQuery(sfdr2FundTestQueryOptions(fundId, date));

/** GET /api/funds/{fundId}/periodic-report/{year}.docx or .pdf (Annex IV or V of 2022/1288). */
export function downloadPeriodicReport(
  fundId: number,
  year: number,
  fundName: string,
  format: PeriodicReportFormat,
): Promise<void> {
  return downloadApiFile(
    `/funds/${fundId}/periodic-report/${year}.${format}`,
    periodicReportFileName(year, fundName, format),
  );
}
