import { queryOptions, useQuery } from '@tanstack/react-query';
import { responseListSchema, type ResponseSummary } from '@esg/contracts/data-collection/responses';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** Framework 2, the TCFD questionnaire (ADR 0051). */
export const TCFD_STANDARD_ID = 2;

/** GET /api/responses?companyId=&standardId=2: the company's TCFD questionnaires, newest period first. */
export async function listTcfdResponses(companyId: number): Promise<ResponseSummary[]> {
  const { data } = await apiClient.get(
    `/responses?companyId=${companyId}&standardId=${TCFD_STANDARD_ID}&perPage=100`,
    { schema: responseListSchema },
  );
  return [...data].sort((a, b) => b.period.localeCompare(a.period));
}

export const tcfdResponsesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: climateKeys.tcfdResponses(companyId),
    queryFn: () => listTcfdResponses(companyId),
  });

export const useTcfdResponses = (companyId: number | null) =>
  useQuery({ ...tcfdResponsesQueryOptions(companyId ?? 0), enabled: companyId !== null });

/**
 * GET /api/responses?standardId=2: the TCFD questionnaires of the investor and its portfolio companies;
 * the company of the newest period (null when there is none), where /analytics starts for an investor.
 */
export async function latestTcfdCompany(): Promise<number | null> {
  const { data } = await apiClient.get(`/responses?standardId=${TCFD_STANDARD_ID}&perPage=100`, {
    schema: responseListSchema,
  });
  return [...data].sort((a, b) => b.period.localeCompare(a.period))[0]?.companyId ?? null;
}

export const useLatestTcfdCompany = (enabled: boolean) =>
  useQuery({ queryKey: climateKeys.tcfdLatestCompany(), queryFn: latestTcfdCompany, enabled });
