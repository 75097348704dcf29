import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  qualityFlagSchema,
  qualityFlagsSchema,
  responseQualitySchema,
  type QualityFlag,
  type QualityFlags,
  type QualityFlagsQuery,
  type ResolveFlagRequest,
} from '@esg/contracts/data-collection/index';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/quality/flags: every flag of the investor's portfolio, filtered (issue 27, docs/data-quality.md). */
export async function getQualityFlags(query: QualityFlagsQuery): Promise<QualityFlags> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const { data } = await apiClient.get(`/quality/flags?${params.toString()}`, { schema: qualityFlagsSchema });
  return data;
}

export const useQualityFlags = (query: QualityFlagsQuery) =>
  useQuery({
    queryKey: queryKeys.dataCollection.qualityFlags(query),
    queryFn: () => getQualityFlags(query),
    placeholderData: keepPreviousData,
  });

/** PUT /api/quality/flags/{id}/resolution: the GP accepts the value as it stands, or opens the flag again. */
export function useResolveFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ flagId, request }: { flagId: string; request: ResolveFlagRequest }) =>
      (
        await apiClient.put(`/quality/flags/${encodeURIComponent(flagId)}/resolution`, request, {
          schema: qualityFlagSchema,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dataCollection.quality() }),
  });
}

/** PUT /api/quality/flags/{id}/explanation: the company says why its value is right. */
export function useExplainFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ flagId, text }: { flagId: string; text: string }): Promise<QualityFlag> =>
      (
        await apiClient.put(
          `/quality/flags/${encodeURIComponent(flagId)}/explanation`,
          { text },
          { schema: qualityFlagSchema },
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dataCollection.quality() }),
  });
}

/** GET /api/responses/{id}/quality: per metric, last year's value and the flags on the value (the review screen). */
export const useResponseQuality = (responseId: number) =>
  useQuery({
    queryKey: queryKeys.dataCollection.responseQuality(responseId),
    queryFn: async () =>
      (await apiClient.get(`/responses/${responseId}/quality`, { schema: responseQualitySchema })).data,
  });
