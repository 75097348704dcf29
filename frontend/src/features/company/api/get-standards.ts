import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { standardSchema, type Standard } from '@esg/contracts/data-collection';
import { apiClient } from '@/lib/api-client';

/** GET /api/standard: the standards catalogue (spec 7.4), IMM included but not selectable. */
export async function getStandards(): Promise<Standard[]> {
  const { data } = await apiClient.get('/standard', { schema: z.array(standardSchema) });
  return data;
}

export const standardsQueryOptions = () =>
  queryOptions({ queryKey: ['standards'], queryFn: getStandards, staleTime: Infinity });

export function useStandards() {
  return useQuery(standardsQueryOptions());
}
