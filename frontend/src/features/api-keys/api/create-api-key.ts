import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdApiKeySchema, type CreateApiKeyRequest, type CreatedApiKey } from '@esg/contracts/api-keys';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/api-keys: the answer holds the only copy of the key. */
export async function createApiKey(request: CreateApiKeyRequest): Promise<CreatedApiKey> {
  const { data } = await apiClient.post('/api-keys', request, { schema: createdApiKeySchema });
  return data;
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all() }),
  });
}
