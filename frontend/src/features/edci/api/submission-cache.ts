import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EdciSubmission } from '@esg/contracts/edci';
import { queryKeys } from '@esg/contracts/query-keys';

/** A change of a submission answers the whole submission: it replaces the cached one and refreshes the list. */
export function useSubmissionChange<V>(id: number, call: (variables: V) => Promise<EdciSubmission>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (submission) => {
      queryClient.setQueryData(queryKeys.edci.submission(id), submission);
      return queryClient.invalidateQueries({ queryKey: queryKeys.edci.list(submission.companyId) });
    },
  });
}
