import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releaseLogSchema, type CreateReleaseLogRequest, type ReleaseLog } from '@esg/contracts/release-logs';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/release-logs (admin): a draft, or published at once with `publish: true`. */
export async function createReleaseLog(request: CreateReleaseLogRequest): Promise<ReleaseLog> {
  const { data } = await apiClient.post('/release-logs', request, { schema: releaseLogSchema });
  return data;
}

export function useCreateReleaseLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReleaseLog,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.releaseLogs.all() }),
        queryClient.invalidateQueries({ queryKey: ['announcements'] }),
      ]),
  });
}
