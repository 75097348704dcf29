import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { performanceStandardSchema, type PerformanceStandard } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/**
 * GET /api/action-plan-listings/ifc-performance-standards[?company=]: PS1-PS8; with a company, how
 * many of its recommendations fall under each and how many are signed off.
 */
export async function getPerformanceStandards(companyId: number | null): Promise<PerformanceStandard[]> {
  const query = companyId === null ? '' : `?company=${companyId}`;
  const { data } = await apiClient.get(`/action-plan-listings/ifc-performance-standards${query}`, {
    schema: z.array(performanceStandardSchema),
  });
  return data;
}

export const performanceStandardsQueryOptions = (companyId: number | null) =>
  queryOptions({
    queryKey: actionPlanKeys.performanceStandards(companyId),
    queryFn: () => getPerformanceStandards(companyId),
  });

export function usePerformanceStandards(companyId: number | null) {
  return useSuspenseQuery(performanceStandardsQueryOptions(companyId));
}

export type { PerformanceStandard };
