import { queryOptions, useQuery } from '@tanstack/react-query';
import { edciSubmissionListSchema, type EdciSubmissionList } from '@esg/contracts/edci';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/edci/{companyId}/submissions: the GP's EDCI submissions and the years a new one can cover. */
export async function listEdciSubmissions(companyId: number): Promise<EdciSubmissionList> {
  const { data } = await apiClient.get(`/edci/${companyId}/submissions`, {
    schema: edciSubmissionListSchema,
  });
  return data;
}

export const edciSubmissionsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.edci.list(companyId),
    queryFn: () => listEdciSubmissions(companyId),
  });

export const useEdciSubmissions = (companyId: number, enabled = true) =>
  useQuery({ ...edciSubmissionsQueryOptions(companyId), enabled: enabled && companyId > 0 });
