import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  monitoringOverviewSchema,
  type MonitoringOverview,
  type MonitoringQuery,
} from '@esg/contracts/monitoring';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/monitoring: the portfolio's reporting status per company, standard and period (issue 9). */
export async function getMonitoring(query: MonitoringQuery): Promise<MonitoringOverview> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const { data } = await apiClient.get(`/monitoring?${params.toString()}`, {
    schema: monitoringOverviewSchema,
  });
  return data;
}

export const monitoringQueryOptions = (query: MonitoringQuery) =>
  queryOptions({
    queryKey: queryKeys.portfolio.monitoring(query),
    queryFn: () => getMonitoring(query),
    placeholderData: keepPreviousData,
  });

export const useMonitoring = (query: MonitoringQuery | null) =>
  useQuery({
    ...monitoringQueryOptions(query ?? { companyId: 0 }),
    enabled: query !== null,
  });
