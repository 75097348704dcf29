import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paiTextSchema,
  paiTextsResponseSchema,
  type PaiTextsResponse,
  type PaiTextUpdateRequest,
} from '@esg/contracts/reporting';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

const scopeQuery = (fundId: number | null) => (fundId ? `?fundId=${fundId}` : '');

/** GET /api/pai/reports/{companyId}/{year}/texts[?fundId=]: the saved Explanation and Actions texts with history. */
export async function getPaiTexts(
  companyId: number,
  year: number,
  fundId: number | null,
): Promise<PaiTextsResponse> {
  const { data } = await apiClient.get(`/pai/reports/${companyId}/${year}/texts${scopeQuery(fundId)}`, {
    schema: paiTextsResponseSchema,
  });
  return data;
}

export const paiTextsQueryOptions = (companyId: number, year: number, fundId: number | null) =>
  queryOptions({
    queryKey: [...queryKeys.pai.texts(companyId, year), fundId ?? 'entity'] as const,
    queryFn: () => getPaiTexts(companyId, year, fundId),
  });

export const usePaiTexts = (companyId: number, year: number, fundId: number | null) =>
  useQuery(paiTextsQueryOptions(companyId, year, fundId));

/** PUT /api/pai/reports/{companyId}/{year}/texts/{indicatorId}[?fundId=]: saves a new version of the texts. */
export function useSavePaiText(companyId: number, year: number, fundId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ indicatorId, request }: { indicatorId: string; request: PaiTextUpdateRequest }) =>
      apiClient.put(`/pai/reports/${companyId}/${year}/texts/${indicatorId}${scopeQuery(fundId)}`, request, {
        schema: paiTextSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pai.texts(companyId, year) }),
  });
}
