import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  companyChangeSchema,
  type CompanyChange,
  type UpdateCompanyDetailsRequest,
} from '@esg/contracts/access-manager';
import { companySchema, type CompanyView } from '@esg/contracts/data-collection';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/*
 * /company-details (docs/portfolio.md "/company-details, /investor, /management"):
 * PATCH company/details/{id} edits the company's fields, GET company/details/{id}/history lists who
 * changed which field when. A save refreshes the company (the shell reads it too) and its history.
 */

export async function updateCompanyDetails(
  companyId: number,
  request: UpdateCompanyDetailsRequest,
): Promise<CompanyView> {
  const { data } = await apiClient.patch(`/company/details/${companyId}`, request, { schema: companySchema });
  return data;
}

export async function getCompanyHistory(companyId: number): Promise<CompanyChange[]> {
  const { data } = await apiClient.get(`/company/details/${companyId}/history`, {
    schema: z.array(companyChangeSchema),
  });
  return data;
}

export const companyHistoryQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.portfolio.history(companyId),
    queryFn: () => getCompanyHistory(companyId),
  });

export const useCompanyHistory = (companyId: number, enabled = true) =>
  useQuery({ ...companyHistoryQueryOptions(companyId), enabled });

export function useUpdateCompanyDetails(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateCompanyDetailsRequest) => updateCompanyDetails(companyId, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.companies.detail(companyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.history(companyId) }),
      ]),
  });
}
