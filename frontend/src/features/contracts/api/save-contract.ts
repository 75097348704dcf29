import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, type Contract, type SaveContractRequest } from '@esg/contracts/company-contracts';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** PUT /api/contracts/{companyId} (platform admin): type, period, limits and standards. */
export async function saveContract({
  companyId,
  ...request
}: SaveContractRequest & { companyId: number }): Promise<{ contract: Contract; message?: string }> {
  const { data, message } = await apiClient.put(`/contracts/${companyId}`, request, {
    schema: contractSchema,
  });
  return { contract: data, message };
}

export function useSaveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContract,
    onSuccess: ({ contract }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies.detail(contract.companyId) }),
      ]),
  });
}
