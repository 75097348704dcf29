import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { reportingCycleSchema } from '@esg/contracts/data-collection';
import { apiClient } from '@/lib/api-client';

/** The fields of a company (spec 3) the SPA reads; the rest of the record passes through untouched. */
export const companySchema = z.looseObject({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.enum(['gp', 'lp', 'pc', 'admin']),
  parent_id: z.number().int().positive().nullable(),
  contact_email: z.string(),
  contract_type: z.string(),
  data_collection_duration: reportingCycleSchema.nullable(),
  funds_manager: z.boolean(),
  is_action_plan_enabled: z.boolean(),
  gp_key: z.string().nullable(),
  company_standard_assignments: z.array(z.object({ standard_id: z.number().int().positive() })),
});
export type Company = z.infer<typeof companySchema>;

export const companyDetailSchema = z.object({
  company: companySchema,
  parentCompany: companySchema.nullable(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const companyQueryKey = (companyId: number) => ['company', companyId] as const;

/** GET /api/company/{id}: the company with its standard assignments, and its parent (spec 7.4). */
export async function getCompany(companyId: number): Promise<CompanyDetail> {
  const { data } = await apiClient.get(`/company/${companyId}`, { schema: companyDetailSchema });
  return data;
}

export const companyQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: companyQueryKey(companyId), queryFn: () => getCompany(companyId) });

export function useCompany(companyId: number | null) {
  return useQuery({ ...companyQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
