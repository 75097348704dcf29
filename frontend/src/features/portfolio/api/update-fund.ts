import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fundSchema, type Fund, type UpdateFundRequest } from '@esg/contracts/portfolio';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** PATCH /api/funds/{id}. */
export async function updateFund(fundId: number, request: UpdateFundRequest): Promise<Fund> {
  const { data } = await apiClient.patch(`/funds/${fundId}`, request, { schema: fundSchema });
  return data;
}

export function useUpdateFund(fundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateFundRequest) => updateFund(fundId, request),
    onSuccess: (fund) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.funds(fund.companyId) }),
  });
}
