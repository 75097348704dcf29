import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { positionSetSchema, type PositionSet } from '@esg/contracts/portfolio';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/funds/{id}/positions: every recorded quarter end of the fund, by date. */
export async function getPositions(fundId: number): Promise<PositionSet[]> {
  const { data } = await apiClient.get(`/funds/${fundId}/positions`, { schema: z.array(positionSetSchema) });
  return data;
}

export const positionsQueryOptions = (fundId: number) =>
  queryOptions({ queryKey: queryKeys.portfolio.positions(fundId), queryFn: () => getPositions(fundId) });

export const usePositions = (fundId: number | null) =>
  useQuery({ ...positionsQueryOptions(fundId ?? 0), enabled: fundId !== null });
