import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { standardSchema, type Standard } from '@esg/contracts/data-collection';
import { apiClient } from '@/lib/api-client';

/** GET /api/standard: the standards a contract may include (the catalogue's query key, shared cache). */
export async function getStandards(): Promise<Standard[]> {
  const { data } = await apiClient.get('/standard', { schema: z.array(standardSchema) });
  return data;
}

export const useStandards = () =>
  useQuery(queryOptions({ queryKey: ['standards'], queryFn: getStandards, staleTime: Infinity }));
