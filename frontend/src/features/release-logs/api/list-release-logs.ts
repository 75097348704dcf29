import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { releaseLogSchema, type ReleaseLog } from '@esg/contracts/release-logs';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/release-logs: the published notes for the reader's role, newest first; `all` (the
 * admin's list) adds the drafts.
 */
export async function listReleaseLogs(scope: 'published' | 'all'): Promise<ReleaseLog[]> {
  const { data } = await apiClient.get(scope === 'all' ? '/release-logs?all=true' : '/release-logs', {
    schema: z.array(releaseLogSchema),
  });
  return data;
}

export const releaseLogsQueryOptions = (scope: 'published' | 'all') =>
  queryOptions({ queryKey: queryKeys.releaseLogs.list(scope), queryFn: () => listReleaseLogs(scope) });

export const useReleaseLogs = (scope: 'published' | 'all') => useQuery(releaseLogsQueryOptions(scope));
