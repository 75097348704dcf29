import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  optionalIndicatorSelectionSchema,
  type OptionalIndicatorSelection,
  type OptionalIndicatorSelectionRequest,
} from '@esg/contracts/data-collection';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/indicators/optionalIndicators/{companyId}: the selected Table 2/3 indicators and every option. */
export async function getOptionalIndicators(companyId: number): Promise<OptionalIndicatorSelection> {
  const { data } = await apiClient.get(`/indicators/optionalIndicators/${companyId}`, {
    schema: optionalIndicatorSelectionSchema,
  });
  return data;
}

export const optionalIndicatorsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.pai.optionalIndicators(companyId),
    queryFn: () => getOptionalIndicators(companyId),
  });

export const useOptionalIndicators = (companyId: number) =>
  useQuery(optionalIndicatorsQueryOptions(companyId));

/** PUT /api/indicators/optionalIndicators/{companyId} { indicatorIds }: replaces the selection. */
export function useSaveOptionalIndicators(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: OptionalIndicatorSelectionRequest) =>
      apiClient.put(`/indicators/optionalIndicators/${companyId}`, request, {
        schema: optionalIndicatorSelectionSchema,
      }),
    onSuccess: async (result) => {
      queryClient.setQueryData(queryKeys.pai.optionalIndicators(companyId), result.data);
      // The count the shell's menu reads (features/company: ['indicators', 'optional-count', id]).
      await queryClient.invalidateQueries({ queryKey: ['indicators', 'optional-count', companyId] });
    },
  });
}
