import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export const companySummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.enum(['gp', 'lp', 'pc', 'admin']),
  parent_id: z.number().int().positive().nullable(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companiesQueryKey = ['company', 'list'] as const;

/** GET /api/company: every company (admin only), to choose a workplace to visit. */
export async function listCompanies(): Promise<CompanySummary[]> {
  const { data } = await apiClient.get('/company', { schema: z.array(companySummarySchema) });
  return data;
}

export function useCompanies() {
  return useQuery(queryOptions({ queryKey: companiesQueryKey, queryFn: listCompanies }));
}
