import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@esg/contracts/query-keys';
import { SEARCH_MIN_QUERY_LENGTH, searchHitSchema, type SearchHit } from '@esg/contracts/search';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export interface SearchResult {
  hits: SearchHit[];
  /** Set when some sources did not answer (the gateway names them). */
  partial?: string;
}

/** GET /api/search?q=: what the caller may see, from every service that has things to find. */
export async function search(q: string, signal?: AbortSignal): Promise<SearchResult> {
  const params = new URLSearchParams({ q, limit: '8' });
  const { data, message } = await apiClient.get(`/search?${params.toString()}`, {
    schema: z.array(searchHitSchema),
    signal,
  });
  return message ? { hits: data, partial: message } : { hits: data };
}

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.search(q),
    queryFn: ({ signal }) => search(q, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({ ...searchQueryOptions(trimmed), enabled: trimmed.length >= SEARCH_MIN_QUERY_LENGTH });
}
