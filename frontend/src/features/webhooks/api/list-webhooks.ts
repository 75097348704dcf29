import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '@esg/contracts/query-keys';
import { webhookSchema, type Webhook } from '@esg/contracts/webhooks';
import { apiClient } from '@/lib/api-client';

/** GET /api/webhooks: the webhooks of the company acted for, with delivery counts; never a secret. */
export async function listWebhooks(): Promise<Webhook[]> {
  const { data } = await apiClient.get('/webhooks', { schema: z.array(webhookSchema) });
  return data;
}

export const webhooksQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: queryKeys.webhooks.list(companyId), queryFn: listWebhooks });

export function useWebhooks(companyId: number) {
  return useQuery(webhooksQueryOptions(companyId));
}
