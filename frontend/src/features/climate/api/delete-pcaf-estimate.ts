import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

interface EstimateKey {
  investorId: number;
  year: number;
  companyId: number;
}

/** DELETE /api/pcaf-estimates/{investorId}/{year}/{companyId}: removes the company's saved estimate. */
export async function deletePcafEstimate(key: EstimateKey): Promise<void> {
  await apiClient.delete(`/pcaf-estimates/${key.investorId}/${key.year}/${key.companyId}`);
}

export function useDeletePcafEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePcafEstimate,
    onSuccess: (_none, key) =>
      queryClient.invalidateQueries({ queryKey: climateKeys.pcafEstimates(key.investorId, key.year) }),
  });
}
