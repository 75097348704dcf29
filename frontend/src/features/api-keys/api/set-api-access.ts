import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiAccessSchema, type ApiAccess } from '@esg/contracts/api-keys';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** PUT /api/api-keys/access/{companyId} (platform admin): opens or closes the public API to a company. */
export async function setApiAccess(companyId: number, enabled: boolean): Promise<ApiAccess> {
  const { data } = await apiClient.put(
    `/api-keys/access/${companyId}`,
    { enabled },
    { schema: apiAccessSchema },
  );
  return data;
}

export function useSetApiAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, enabled }: { companyId: number; enabled: boolean }) =>
      setApiAccess(companyId, enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all() }),
  });
}
