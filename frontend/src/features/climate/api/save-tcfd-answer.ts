import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveValueResultSchema } from '@esg/contracts/data-collection/values';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** PUT /api/responses/{id}/values/{metricCode}: an indicator's answer, stored in data collection. */
export async function saveTcfdAnswer(input: {
  responseId: number;
  metricCode: string;
  value: string | string[];
}): Promise<void> {
  await apiClient.put(
    `/responses/${input.responseId}/values/${encodeURIComponent(input.metricCode)}`,
    { value: input.value },
    { schema: saveValueResultSchema },
  );
}

export function useSaveTcfdAnswer(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { metricCode: string; value: string | string[] }) =>
      saveTcfdAnswer({ responseId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: climateKeys.tcfdResponse(responseId) }),
  });
}
