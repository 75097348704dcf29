import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignStandardsRequest } from '@esg/contracts/data-collection';
import { apiClient } from '@/lib/api-client';
import { companySchema, companyQueryKey, type Company } from './get-company';

/**
 * PATCH /api/standard/assign/{companyId}: the chosen standards and, the first time, the reporting
 * cycle (spec 2.5, 7.4). The server applies the 5 ⇒ 6 rule too and answers the updated company.
 */
export async function assignStandards(companyId: number, request: AssignStandardsRequest): Promise<Company> {
  const { data } = await apiClient.patch(`/standard/assign/${companyId}`, request, { schema: companySchema });
  return data;
}

export function useAssignStandards(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AssignStandardsRequest) => assignStandards(companyId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyQueryKey(companyId) }),
  });
}
