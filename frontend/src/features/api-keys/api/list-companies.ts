import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companySummarySchema, type CompanySummary } from '@esg/contracts/data-collection';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/company: every company (platform admin), to choose whom to open the API to. */
export async function listCompanies(): Promise<CompanySummary[]> {
  const { data } = await apiClient.get('/company', { schema: z.array(companySummarySchema) });
  return data;
}

export function useCompanies() {
  return useQuery(queryOptions({ queryKey: queryKeys.companies.list(), queryFn: listCompanies }));
}
