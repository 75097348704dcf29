import { queryOptions, useQuery } from '@tanstack/react-query';
import { edciSubmissionSchema, type EdciSubmission } from '@esg/contracts/edci';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/edci/submissions/{id}: a submission with every company's figures, issues and the history. */
export async function getEdciSubmission(id: number): Promise<EdciSubmission> {
  const { data } = await apiClient.get(`/edci/submissions/${id}`, { schema: edciSubmissionSchema });
  return data;
}

export const edciSubmissionQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.edci.submission(id), queryFn: () => getEdciSubmission(id) });

export const useEdciSubmission = (id: number | null) =>
  useQuery({ ...edciSubmissionQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
