import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE /api/release-logs/{id} (admin, 204): the log and its banner go. */
export async function deleteReleaseLog(id: string): Promise<void> {
  await apiClient.delete(`/release-logs/${encodeURIComponent(id)}`);
}

export function useDeleteReleaseLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReleaseLog,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.releaseLogs.all() }),
        queryClient.invalidateQueries({ queryKey: ['announcements'] }),
      ]),
  });
}
