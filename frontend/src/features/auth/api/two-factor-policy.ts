import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorPolicySchema, type TwoFactorPolicy } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';

export const twoFactorPolicyQueryKey = (companyId: number) => ['auth', '2fa-policy', companyId] as const;

/** GET /api/auth/2fa/policy/{companyId}: whether everyone at the company must use two-factor. */
export async function getTwoFactorPolicy(companyId: number): Promise<TwoFactorPolicy> {
  const { data } = await apiClient.get(`/auth/2fa/policy/${companyId}`, { schema: twoFactorPolicySchema });
  return data;
}

export const twoFactorPolicyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: twoFactorPolicyQueryKey(companyId),
    queryFn: () => getTwoFactorPolicy(companyId),
  });

export function useTwoFactorPolicy(companyId: number) {
  return useQuery(twoFactorPolicyQueryOptions(companyId));
}

/** PUT /api/auth/2fa/policy/{companyId} { required }: for the company's primary user or an admin. */
export async function setTwoFactorPolicy(policy: TwoFactorPolicy): Promise<TwoFactorPolicy> {
  const { data } = await apiClient.put(
    `/auth/2fa/policy/${policy.companyId}`,
    { required: policy.required },
    { schema: twoFactorPolicySchema },
  );
  return data;
}

export function useSetTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactorPolicy,
    onSuccess: (policy) => queryClient.setQueryData(twoFactorPolicyQueryKey(policy.companyId), policy),
  });
}
