import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ASYNCAPI_DOCUMENT_PATH,
  asyncApiDocumentSchema,
  type AsyncApiDocument,
} from '@esg/contracts/api-docs';
import { ApiError } from '@/lib/api-client';

/** GET /api/docs/asyncapi.json: the generated AsyncAPI document of the integration events (public). */
export async function getAsyncApi(): Promise<AsyncApiDocument> {
  const response = await fetch(ASYNCAPI_DOCUMENT_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok)
    throw new ApiError(response.status, 'HTTP.ERROR', 'The event catalogue could not be loaded');
  return asyncApiDocumentSchema.parse(await response.json());
}

export const asyncApiQueryOptions = () =>
  queryOptions({ queryKey: ['api-docs', 'asyncapi'] as const, queryFn: getAsyncApi, staleTime: 5 * 60_000 });

export function useAsyncApi() {
  return useQuery(asyncApiQueryOptions());
}
