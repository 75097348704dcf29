import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdApiKeySchema, type CreatedApiKey } from '@esg/contracts/api-keys';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/api-keys/{id}/rotate: a new secret for the key; the old one stops working at once. */
export async function rotateApiKey(keyId: string): Promise<CreatedApiKey> {
  const { data } = await apiClient.post(`/api-keys/${encodeURIComponent(keyId)}/rotate`, undefined, {
    schema: createdApiKeySchema,
  });
  return data;
}

export function useRotateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all() }),
  });
}
