import { useMutation, useQueryClient } from '@tanstack/react-query';
import { positionSetSchema, type PositionSet, type RecordPositionsRequest } from '@esg/contracts/portfolio';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** PUT /api/funds/{id}/positions/{date}: replaces the whole set of the quarter end. */
export async function recordPositions(
  fundId: number,
  date: string,
  request: RecordPositionsRequest,
): Promise<PositionSet> {
  const { data } = await apiClient.put(`/funds/${fundId}/positions/${date}`, request, {
    schema: positionSetSchema,
  });
  return data;
}

export function useRecordPositions(fundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, request }: { date: string; request: RecordPositionsRequest }) =>
      recordPositions(fundId, date, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.positions(fundId) }),
  });
}
