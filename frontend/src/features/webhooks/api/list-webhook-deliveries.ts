import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '@esg/contracts/query-keys';
import { webhookDeliverySchema, type WebhookDelivery } from '@esg/contracts/webhooks';
import { apiClient } from '@/lib/api-client';

/** GET /api/webhooks/{id}/deliveries: the delivery log, newest first (the latest 50). */
export async function listWebhookDeliveries(webhookId: string): Promise<WebhookDelivery[]> {
  const { data } = await apiClient.get(`/webhooks/${encodeURIComponent(webhookId)}/deliveries`, {
    schema: z.array(webhookDeliverySchema),
  });
  return data;
}

export const webhookDeliveriesQueryOptions = (webhookId: string) =>
  queryOptions({
    queryKey: queryKeys.webhooks.deliveries(webhookId),
    queryFn: () => listWebhookDeliveries(webhookId),
  });

/** While something is on its way the log refreshes itself, so a redelivery's outcome shows up. */
export function useWebhookDeliveries(webhookId: string) {
  return useQuery({
    ...webhookDeliveriesQueryOptions(webhookId),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'pending' && d.nextAttemptAt !== null) ? 5_000 : false,
  });
}
