import { queryOptions, useQuery } from '@tanstack/react-query';
import { releaseLogSchema, type ReleaseLog } from '@esg/contracts/release-logs';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/release-logs/{id}: one log (a draft for the admin only). */
export async function getReleaseLog(id: string): Promise<ReleaseLog> {
  const { data } = await apiClient.get(`/release-logs/${encodeURIComponent(id)}`, {
    schema: releaseLogSchema,
  });
  return data;
}

export const releaseLogQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.releaseLogs.all(), 'one', id], queryFn: () => getReleaseLog(id) });

export const useReleaseLog = (id: string | undefined) =>
  useQuery({ ...releaseLogQueryOptions(id ?? ''), enabled: Boolean(id) });
