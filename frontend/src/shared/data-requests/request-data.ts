import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  monitoringRequestOutcomeSchema,
  type MonitoringRequest,
  type MonitoringRequestOutcome,
} from '@esg/contracts/monitoring';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/monitoring/requests: one standard and period asked of many companies; an outcome each. */
export async function requestData(
  request: MonitoringRequest,
): Promise<{ outcomes: MonitoringRequestOutcome[]; message: string | undefined }> {
  const { data, message } = await apiClient.post('/monitoring/requests', request, {
    schema: z.array(monitoringRequestOutcomeSchema),
  });
  return { outcomes: data, message };
}

export function useRequestData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestData,
    // Every monitoring view (each filter is its own key), and the children's statuses.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.all() }),
  });
}
