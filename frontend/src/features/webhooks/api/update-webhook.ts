import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@esg/contracts/query-keys';
import { webhookSchema, type UpdateWebhookRequest, type Webhook } from '@esg/contracts/webhooks';
import { apiClient } from '@/lib/api-client';

/** PATCH /api/webhooks/{id}: the URL, the event types, or active (pause / resume). */
export async function updateWebhook({
  id,
  ...change
}: UpdateWebhookRequest & { id: string }): Promise<Webhook> {
  const { data } = await apiClient.patch(`/webhooks/${encodeURIComponent(id)}`, change, {
    schema: webhookSchema,
  });
  return data;
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all() }),
  });
}
