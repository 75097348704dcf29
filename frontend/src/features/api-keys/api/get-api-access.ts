import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAccessSchema, type ApiAccess } from '@esg/contracts/api-keys';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/api-keys/access: whether the public API is open to a company (the one acted for; the
 * platform admin names any company by X-Company-ID).
 */
export async function getApiAccess(companyId: number): Promise<ApiAccess> {
  const { data } = await apiClient.get('/api-keys/access', {
    schema: apiAccessSchema,
    headers: { 'X-Company-ID': String(companyId) },
  });
  return data;
}

export const apiAccessQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: queryKeys.apiKeys.access(companyId), queryFn: () => getApiAccess(companyId) });

export function useApiAccess(companyId: number | null) {
  return useQuery({ ...apiAccessQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
