import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  materialityAssessmentSchema,
  type MaterialityAssessment,
  type SaveMaterialityRequest,
} from '@esg/contracts/materiality';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

export interface MaterialityParams {
  companyId: number;
  period: string | null;
  /** A saved version to look at (read-only); null: the latest. */
  version: number | null;
}

/** GET /api/materiality/{companyId}?period=&version=: the assessment of a period, its results and history. */
export async function getMateriality(p: MaterialityParams): Promise<MaterialityAssessment> {
  const search = new URLSearchParams();
  if (p.period) search.set('period', p.period);
  if (p.version) search.set('version', String(p.version));
  const qs = search.toString();
  const { data } = await apiClient.get(`/materiality/${p.companyId}${qs ? `?${qs}` : ''}`, {
    schema: materialityAssessmentSchema,
  });
  return data;
}

export const materialityQueryOptions = (p: MaterialityParams) =>
  queryOptions({
    queryKey: [...queryKeys.analysis.materiality(p.companyId), p.period, p.version] as const,
    queryFn: () => getMateriality(p),
  });

export const useMateriality = (p: MaterialityParams) =>
  useQuery({ ...materialityQueryOptions(p), placeholderData: keepPreviousData });

/** PUT /api/materiality/{companyId}/{period}: saves the scores and thresholds as a new version. */
export function useSaveMateriality(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ period, request }: { period: string; request: SaveMaterialityRequest }) =>
      (
        await apiClient.put(`/materiality/${companyId}/${encodeURIComponent(period)}`, request, {
          schema: materialityAssessmentSchema,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.analysis.materiality(companyId) }),
  });
}
