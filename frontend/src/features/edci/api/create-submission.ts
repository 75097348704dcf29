import { useMutation, useQueryClient } from '@tanstack/react-query';
import { edciSubmissionSchema, type CreateEdciSubmissionRequest } from '@esg/contracts/edci';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/edci/{companyId}/submissions: starts the draft of a year. */
export function useCreateEdciSubmission(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateEdciSubmissionRequest) =>
      (await apiClient.post(`/edci/${companyId}/submissions`, request, { schema: edciSubmissionSchema }))
        .data,
    onSuccess: (submission) => {
      queryClient.setQueryData(queryKeys.edci.submission(submission.id), submission);
      return queryClient.invalidateQueries({ queryKey: queryKeys.edci.list(companyId) });
    },
  });
}
