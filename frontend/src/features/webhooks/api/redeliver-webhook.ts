import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@esg/contracts/query-keys';
import { webhookDeliverySchema, type WebhookDelivery } from '@esg/contracts/webhooks';
import { apiClient } from '@/lib/api-client';

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver: sends it again now (a failed one too). */
export async function redeliverWebhook({
  webhookId,
  deliveryId,
}: {
  webhookId: string;
  deliveryId: string;
}): Promise<WebhookDelivery> {
  const { data } = await apiClient.post(
    `/webhooks/${encodeURIComponent(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    undefined,
    { schema: webhookDeliverySchema },
  );
  return data;
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhook,
    // The log and the webhook's counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all() }),
  });
}
