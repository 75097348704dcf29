import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiKeySchema, type ApiKey } from '@esg/contracts/api-keys';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/api-keys: the keys of the company acted for (revoked ones too); never a secret. */
export async function listApiKeys(): Promise<ApiKey[]> {
  const { data } = await apiClient.get('/api-keys', { schema: z.array(apiKeySchema) });
  return data;
}

export const apiKeysQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: queryKeys.apiKeys.list(companyId), queryFn: listApiKeys });

export function useApiKeys(companyId: number, enabled: boolean) {
  return useQuery({ ...apiKeysQueryOptions(companyId), enabled });
}
