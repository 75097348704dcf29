import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { standardSchema, type Standard } from '@esg/contracts/data-collection';
import { apiClient } from '@/lib/api-client';

/** GET /api/standard: the standards' names, for the company's standards and its change history. */
export async function getStandards(): Promise<Standard[]> {
  const { data } = await apiClient.get('/standard', { schema: z.array(standardSchema) });
  return data;
}

export function useStandards() {
  return useQuery({ queryKey: ['standards'], queryFn: getStandards, staleTime: Infinity });
}
