import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/webhooks/{id}: nothing more is sent; the delivery log goes with it. */
export async function deleteWebhook(id: string): Promise<void> {
  await apiClient.delete(`/webhooks/${encodeURIComponent(id)}`);
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all() }),
  });
}
