import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responseSummarySchema, type ResponseSummary } from '@esg/contracts/data-collection/responses';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';
import { TCFD_STANDARD_ID } from './tcfd-responses';

/** POST /api/responses: the company opens a TCFD questionnaire for a period (for itself). */
export async function startTcfdResponse(input: {
  companyId: number;
  period: string;
  dueDate: string;
}): Promise<ResponseSummary> {
  const { data } = await apiClient.post(
    '/responses',
    { ...input, standardId: TCFD_STANDARD_ID },
    { schema: responseSummarySchema },
  );
  return data;
}

export function useStartTcfdResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTcfdResponse,
    // Kept answers of an earlier TCFD assessment go into the new questionnaire (ADR 0086).
    onSuccess: (created) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: climateKeys.tcfdResponses(created.companyId) }),
        queryClient.invalidateQueries({ queryKey: climateKeys.tcfdHandovers(created.companyId) }),
      ]),
  });
}
