import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { homeItemSchema, type HomeItem } from '@esg/contracts/home';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

export interface HomeResult {
  items: HomeItem[];
  /** Set when some sources did not answer (the gateway names them). */
  partial?: string;
}

/** GET /api/home: the caller's open work from every service that has some (libs/contracts home.ts). */
export async function getHome(signal?: AbortSignal): Promise<HomeResult> {
  const { data, message } = await apiClient.get('/home', { schema: z.array(homeItemSchema), signal });
  return message ? { items: data, partial: message } : { items: data };
}

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.home(),
    queryFn: ({ signal }) => getHome(signal),
    // Changes arrive live ('entity:changed' and notification counts invalidate it).
    staleTime: 30_000,
  });

export function useHome() {
  return useQuery(homeQueryOptions());
}
