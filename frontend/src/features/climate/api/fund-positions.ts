import { useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { positionSetSchema, type PositionSet } from '@esg/contracts/portfolio';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/funds/{id}/positions: every recorded quarter end of the fund, by date. */
export async function getFundPositions(fundId: number): Promise<PositionSet[]> {
  const { data } = await apiClient.get(`/funds/${fundId}/positions`, { schema: z.array(positionSetSchema) });
  return data;
}

/** The positions of each fund, one query per fund (the cache the fund manager's page fills too). */
export const useFundPositions = (fundIds: readonly number[]) =>
  useQueries({
    queries: fundIds.map((fundId) => ({
      queryKey: queryKeys.portfolio.positions(fundId),
      queryFn: () => getFundPositions(fundId),
    })),
  });
