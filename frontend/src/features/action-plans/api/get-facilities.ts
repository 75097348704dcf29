import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { facilitySchema, type Facility } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/** GET /api/action-plan-listings/facilities?company=: the sites of a portfolio company. */
export async function getFacilities(companyId: number): Promise<Facility[]> {
  const { data } = await apiClient.get(`/action-plan-listings/facilities?company=${companyId}`, {
    schema: z.array(facilitySchema),
  });
  return data;
}

export const facilitiesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...actionPlanKeys.listing('facilities'), companyId],
    queryFn: () => getFacilities(companyId),
    staleTime: 5 * 60_000,
  });

export function useFacilities(companyId: number | null) {
  return useQuery({ ...facilitiesQueryOptions(companyId ?? 0), enabled: companyId !== null });
}

export type { Facility };
