import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fundSchema, type CloseFundRequest, type Fund } from '@esg/contracts/portfolio';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/funds/{id}/close. */
export async function closeFund(fundId: number, request: CloseFundRequest): Promise<Fund> {
  const { data } = await apiClient.post(`/funds/${fundId}/close`, request, { schema: fundSchema });
  return data;
}

export function useCloseFund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fundId, ...request }: CloseFundRequest & { fundId: number }) => closeFund(fundId, request),
    onSuccess: (fund) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.funds(fund.companyId) }),
  });
}
