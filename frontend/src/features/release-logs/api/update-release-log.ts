import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releaseLogSchema, type ReleaseLog, type UpdateReleaseLogRequest } from '@esg/contracts/release-logs';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** PATCH /api/release-logs/{id} (admin): a published log's banner follows the new title. */
export async function updateReleaseLog({
  id,
  ...request
}: UpdateReleaseLogRequest & { id: string }): Promise<ReleaseLog> {
  const { data } = await apiClient.patch(`/release-logs/${encodeURIComponent(id)}`, request, {
    schema: releaseLogSchema,
  });
  return data;
}

export function useUpdateReleaseLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReleaseLog,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.releaseLogs.all() }),
        queryClient.invalidateQueries({ queryKey: ['announcements'] }),
      ]),
  });
}
