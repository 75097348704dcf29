import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  valueOverrideSchema,
  type OverrideValueRequest,
  type ValueOverride,
} from '@esg/contracts/data-collection/index';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

const path = (responseId: number, metricCode: string) =>
  `/responses/${responseId}/values/${encodeURIComponent(metricCode)}/override`;

/**
 * PUT /api/responses/{id}/values/{metricCode}/override (ADR 0181): the GP's own value for a company's published
 * value, with a reason; DELETE withdraws it. Both refresh the quality data that shows the override.
 */
export function useOverrideValue(responseId: number, metricCode: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.dataCollection.quality() });
  const set = useMutation({
    mutationFn: async (request: OverrideValueRequest): Promise<ValueOverride> =>
      (await apiClient.put(path(responseId, metricCode), request, { schema: valueOverrideSchema })).data,
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: async (): Promise<void> => {
      await apiClient.delete(path(responseId, metricCode));
    },
    onSuccess: refresh,
  });
  return { set, withdraw };
}
