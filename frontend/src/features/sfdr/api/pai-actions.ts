import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { paiActionSchema, type PaiAction } from '@esg/contracts/action-plans';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/action-plan-recommendations/pai-actions: the recommendations of the caller's action plans
 * linked to PAI indicators (ADR 0055). Under the action-plans keys, so a recommendation's change
 * (LIVE_UPDATES: ap.paiActions()) refreshes the open PAI report.
 */
export async function getPaiActions(): Promise<PaiAction[]> {
  const { data } = await apiClient.get('/action-plan-recommendations/pai-actions', {
    schema: z.array(paiActionSchema),
  });
  return data;
}

export const paiActionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.actionPlans.paiActions(), queryFn: getPaiActions, retry: false });

/** Only where the user may use action plans (the service answers 403 otherwise). */
export const usePaiActions = (enabled: boolean) => useQuery({ ...paiActionsQueryOptions(), enabled });
