import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@esg/contracts/query-keys';
import { createdWebhookSchema, type CreatedWebhook } from '@esg/contracts/webhooks';
import { apiClient } from '@/lib/api-client';

/** POST /api/webhooks/{id}/rotate: a new signing secret, shown once; the old one stops signing at once. */
export async function rotateWebhookSecret(id: string): Promise<CreatedWebhook> {
  const { data } = await apiClient.post(`/webhooks/${encodeURIComponent(id)}/rotate`, undefined, {
    schema: createdWebhookSchema,
  });
  return data;
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all() }),
  });
}
