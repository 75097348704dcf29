import { useMutation } from '@tanstack/react-query';
import {
  carbonCalculationResultSchema,
  type CarbonCalculationRequest,
  type CarbonCalculationResult,
} from '@esg/contracts/scoring';
import { apiClient } from '@/lib/api-client';

/** POST /api/calculations/carbon: the stateless calculation of the lines on screen. */
export async function calculateCarbon(request: CarbonCalculationRequest): Promise<CarbonCalculationResult> {
  const { data } = await apiClient.post('/calculations/carbon', request, {
    schema: carbonCalculationResultSchema,
  });
  return data;
}

export function useCalculateCarbon() {
  return useMutation({ mutationFn: calculateCarbon });
}
