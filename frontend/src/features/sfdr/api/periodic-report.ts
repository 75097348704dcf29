import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  periodicAllocationSchema,
  periodicReportSchema,
  type InvestmentClassUpdateRequest,
  type PeriodicReport,
} from '@esg/contracts/sfdr-documents';
import { apiClient } from '@/lib/api-client';

const periodicReportKey = (fundId: number, year: number) =>
  ['sfdr', 'periodic-report', fundId, year] as const;

/** GET /api/funds/{fundId}/periodic-report/{year}: the periodic report as data (its asset allocation, say). */
export async function getPeriodicReport(fundId: number, year: number): Promise<PeriodicReport> {
  const { data } = await apiClient.get(`/funds/${fundId}/periodic-report/${year}`, {
    schema: periodicReportSchema,
  });
  return data;
}

export const periodicReportQueryOptions = (fundId: number, year: number) =>
  queryOptions({
    queryKey: periodicReportKey(fundId, year),
    queryFn: () => getPeriodicReport(fundId, year),
  });

/** Not asked for an Article 6 fund: it has no periodic report. */
export const usePeriodicReport = (fundId: number, year: number, enabled: boolean) =>
  useQuery({ ...periodicReportQueryOptions(fundId, year), enabled });

/** PUT /api/funds/{fundId}/periodic-report/{year}/investments: the GP classes a holding (#1A, #1B, #2). */
export function useClassifyInvestment(fundId: number, year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InvestmentClassUpdateRequest) =>
      apiClient.put(`/funds/${fundId}/periodic-report/${year}/investments`, request, {
        schema: periodicAllocationSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodicReportKey(fundId, year) }),
  });
}
