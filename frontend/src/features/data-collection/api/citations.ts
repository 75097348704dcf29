import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  evidenceCitationSchema,
  responseCitationsSchema,
  type CiteEvidenceRequest,
  type EvidenceCitation,
} from '@esg/contracts/data-collection/index';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** Under the response's own key: a change to the response (or its live push) refreshes it too. */
export const citationsKey = (responseId: number) =>
  [...queryKeys.dataCollection.response(responseId), 'citations'] as const;

/** GET /api/responses/{id}/citations: the period's documents and where each backs a value (ADR 0185). */
export const citationsQuery = (responseId: number) =>
  queryOptions({
    queryKey: citationsKey(responseId),
    queryFn: async () =>
      (await apiClient.get(`/responses/${responseId}/citations`, { schema: responseCitationsSchema })).data,
  });

export function useCitations(responseId: number, enabled = true) {
  return useQuery({ ...citationsQuery(responseId), enabled });
}

const path = (responseId: number, metricCode: string) =>
  `/responses/${responseId}/values/${encodeURIComponent(metricCode)}/citations`;

/** POST …/citations and DELETE …/citations/{id}: the company says where a document backs a value, or takes it back. */
export function useCiteEvidence(responseId: number, metricCode: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: citationsKey(responseId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dataCollection.quality() });
  };
  const cite = useMutation({
    mutationFn: async (request: CiteEvidenceRequest): Promise<EvidenceCitation> =>
      (await apiClient.post(path(responseId, metricCode), request, { schema: evidenceCitationSchema })).data,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (citationId: string): Promise<void> => {
      await apiClient.delete(`${path(responseId, metricCode)}/${encodeURIComponent(citationId)}`);
    },
    onSuccess: refresh,
  });
  return { cite, remove };
}
