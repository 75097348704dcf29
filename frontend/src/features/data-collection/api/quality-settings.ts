import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  qualitySettingsSchema,
  type QualitySettings,
  type SaveQualitySettingsRequest,
} from '@esg/contracts/data-collection/index';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/quality/settings: the GP's thresholds in force, the product's defaults, who changed them last. */
export const useQualitySettings = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.dataCollection.qualitySettings(null),
    queryFn: async () => (await apiClient.get('/quality/settings', { schema: qualitySettingsSchema })).data,
    enabled,
  });

/** PUT /api/quality/settings: the GP's own thresholds (null: the product's defaults again). */
export function useSaveQualitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaveQualitySettingsRequest): Promise<QualitySettings> =>
      (await apiClient.put('/quality/settings', request, { schema: qualitySettingsSchema })).data,
    // The flags are computed with the thresholds: both refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dataCollection.quality() }),
  });
}
