import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { relatedCompanySchema, type RelatedCompany } from '@esg/contracts/monitoring';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/*
 * /investor and /management (docs/portfolio.md): GET company/getInvestors/{id} and GET
 * company/getManagedCompanies/{id}, each related company with its reporting status from the
 * monitoring read model.
 */

export type RelationKind = 'investors' | 'managed';

export async function getRelatedCompanies(kind: RelationKind, companyId: number): Promise<RelatedCompany[]> {
  const path = kind === 'investors' ? 'getInvestors' : 'getManagedCompanies';
  const { data } = await apiClient.get(`/company/${path}/${companyId}`, {
    schema: z.array(relatedCompanySchema),
  });
  return data;
}

export const relatedCompaniesQueryOptions = (kind: RelationKind, companyId: number) =>
  queryOptions({
    queryKey:
      kind === 'investors'
        ? queryKeys.portfolio.investors(companyId)
        : queryKeys.portfolio.managed(companyId),
    queryFn: () => getRelatedCompanies(kind, companyId),
  });

export const useRelatedCompanies = (kind: RelationKind, companyId: number | null) =>
  useQuery({ ...relatedCompaniesQueryOptions(kind, companyId ?? 0), enabled: companyId !== null });
