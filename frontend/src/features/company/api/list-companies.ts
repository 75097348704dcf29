import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companySummarySchema, type CompanySummary } from '@esg/contracts/data-collection';
import { apiClient } from '@/lib/api-client';

export type { CompanySummary };

export const companiesQueryKey = ['company', 'list'] as const;

/** GET /api/company: every company (admin only), to choose a workplace to visit. */
export async function listCompanies(): Promise<CompanySummary[]> {
  const { data } = await apiClient.get('/company', { schema: z.array(companySummarySchema) });
  return data;
}

export function useCompanies() {
  return useQuery(queryOptions({ queryKey: companiesQueryKey, queryFn: listCompanies }));
}
