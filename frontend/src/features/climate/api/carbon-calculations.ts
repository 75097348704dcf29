import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  carbonCalculationSchema,
  emissionsSummarySchema,
  type CarbonCalculationView,
  type CreateCarbonCalculationRequest,
  type EmissionsSummary,
  type UpdateCarbonCalculationRequest,
} from '@esg/contracts/scoring';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** GET /api/carbon-calculations?companyId=: the company's saved inventories, one per period. */
export async function listCarbonCalculations(companyId: number): Promise<CarbonCalculationView[]> {
  const { data } = await apiClient.get(`/carbon-calculations?companyId=${companyId}&perPage=100`, {
    schema: z.array(carbonCalculationSchema),
  });
  return data;
}

export const carbonCalculationsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: climateKeys.calculations(companyId),
    queryFn: () => listCarbonCalculations(companyId),
  });

export function useCarbonCalculations(companyId: number | null) {
  return useQuery({ ...carbonCalculationsQueryOptions(companyId ?? 0), enabled: companyId !== null });
}

/** GET /api/emissions-summary/{companyId}/{period} (spec 2.9); null when nothing is saved for it. */
export async function getEmissionsSummary(companyId: number, period: string): Promise<EmissionsSummary> {
  const { data } = await apiClient.get(`/emissions-summary/${companyId}/${period}`, {
    schema: emissionsSummarySchema,
  });
  return data;
}

/** POST /api/carbon-calculations or PUT /api/carbon-calculations/{id}: save the period's inventory. */
export function useSaveCarbonCalculation(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: number | null;
      request: CreateCarbonCalculationRequest;
    }): Promise<CarbonCalculationView> => {
      if (input.id === null) {
        const { data } = await apiClient.post('/carbon-calculations', input.request, {
          schema: carbonCalculationSchema,
        });
        return data;
      }
      const body: UpdateCarbonCalculationRequest = {
        title: input.request.title,
        activities: input.request.activities,
      };
      const { data } = await apiClient.put(`/carbon-calculations/${input.id}`, body, {
        schema: carbonCalculationSchema,
      });
      return data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: climateKeys.calculations(companyId) }),
  });
}
