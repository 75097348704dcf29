import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pcafSavedEstimateSchema,
  type PcafSavedEstimate,
  type SavePcafEstimateRequest,
} from '@esg/contracts/pcaf-inputs';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

interface SaveEstimateInput {
  investorId: number;
  year: number;
  companyId: number;
  request: SavePcafEstimateRequest;
}

/** PUT /api/pcaf-estimates/{investorId}/{year}/{companyId}: saves or replaces the company's estimate of the year. */
export async function savePcafEstimate(input: SaveEstimateInput): Promise<PcafSavedEstimate> {
  const { data } = await apiClient.put(
    `/pcaf-estimates/${input.investorId}/${input.year}/${input.companyId}`,
    input.request,
    { schema: pcafSavedEstimateSchema },
  );
  return data;
}

export function useSavePcafEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePcafEstimate,
    onSuccess: (_saved, input) =>
      queryClient.invalidateQueries({ queryKey: climateKeys.pcafEstimates(input.investorId, input.year) }),
  });
}
