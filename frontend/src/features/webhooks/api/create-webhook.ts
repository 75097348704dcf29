import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@esg/contracts/query-keys';
import {
  createdWebhookSchema,
  type CreatedWebhook,
  type CreateWebhookRequest,
} from '@esg/contracts/webhooks';
import { apiClient } from '@/lib/api-client';

/** POST /api/webhooks: the answer holds the only copy of the signing secret. */
export async function createWebhook(request: CreateWebhookRequest): Promise<CreatedWebhook> {
  const { data } = await apiClient.post('/webhooks', request, { schema: createdWebhookSchema });
  return data;
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all() }),
  });
}
