import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageMeta } from '@esg/contracts/api';
import {
  responseListSchema,
  type ResponseStatus,
  type ResponseSummary,
} from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { dataCollectionKeys } from './query-keys';

export const RESPONSES_PAGE_SIZE = 20;

export interface ResponseListParams {
  page: number;
  companyId?: number;
  standardId?: number;
  period?: string;
  status?: ResponseStatus;
}

export interface ResponsePage {
  responses: ResponseSummary[];
  meta: PageMeta;
}

/** GET /api/responses: the responses the caller may read (its company's, its portfolio's), paged. */
export async function getResponses(params: ResponseListParams, signal?: AbortSignal): Promise<ResponsePage> {
  const search = new URLSearchParams({ page: String(params.page), perPage: String(RESPONSES_PAGE_SIZE) });
  if (params.companyId !== undefined) search.set('companyId', String(params.companyId));
  if (params.standardId !== undefined) search.set('standardId', String(params.standardId));
  if (params.period) search.set('period', params.period);
  if (params.status) search.set('status', params.status);
  const { data, meta } = await apiClient.get(`/responses?${search.toString()}`, {
    schema: responseListSchema,
    signal,
  });
  return {
    responses: data,
    meta: meta ?? { page: params.page, perPage: RESPONSES_PAGE_SIZE, total: data.length, totalPages: 1 },
  };
}

export const responsesQueryOptions = (params: ResponseListParams) =>
  queryOptions({
    queryKey: dataCollectionKeys.responseList(params),
    queryFn: ({ signal }) => getResponses(params, signal),
    placeholderData: keepPreviousData,
    // Changes arrive live (response events invalidate the lists).
    staleTime: 30_000,
  });

export function useResponses(params: ResponseListParams) {
  return useQuery(responsesQueryOptions(params));
}
