import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fundSchema, type CreateFundRequest, type Fund } from '@esg/contracts/portfolio';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/funds. */
export async function createFund(request: CreateFundRequest): Promise<Fund> {
  const { data } = await apiClient.post('/funds', request, { schema: fundSchema });
  return data;
}

export function useCreateFund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFund,
    onSuccess: (fund) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.funds(fund.companyId) }),
  });
}
