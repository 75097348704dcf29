import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';
import { planUserSchema } from '@esg/contracts/action-plans';
import type { PlanUser } from './schemas';

/** GET /api/action-plans/{id}/gp-users: candidates for ES advisor and for assignment. */
export async function getGpUsers(planId: number): Promise<PlanUser[]> {
  const { data } = await apiClient.get(`/action-plans/${planId}/gp-users`, {
    schema: z.array(planUserSchema),
  });
  return data;
}

export const gpUsersQueryOptions = (planId: number) =>
  queryOptions({ queryKey: actionPlanKeys.gpUsers(planId), queryFn: () => getGpUsers(planId) });

export function useGpUsers(planId: number, enabled = true) {
  return useQuery({ ...gpUsersQueryOptions(planId), enabled });
}
