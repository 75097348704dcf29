import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releaseLogSchema, type ReleaseLog } from '@esg/contracts/release-logs';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/release-logs/{id}/publish (admin): raises the announcement banner for the audience. */
export async function publishReleaseLog(id: string): Promise<ReleaseLog> {
  const { data } = await apiClient.post(`/release-logs/${encodeURIComponent(id)}/publish`, undefined, {
    schema: releaseLogSchema,
  });
  return data;
}

export function usePublishReleaseLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishReleaseLog,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.releaseLogs.all() }),
        queryClient.invalidateQueries({ queryKey: ['announcements'] }),
      ]),
  });
}
