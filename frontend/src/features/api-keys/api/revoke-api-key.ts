import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/api-keys/{id}: the key stops working at once (204). */
export async function revokeApiKey(keyId: string): Promise<void> {
  await apiClient.delete(`/api-keys/${encodeURIComponent(keyId)}`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all() }),
  });
}
