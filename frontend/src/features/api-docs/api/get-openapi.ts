import { queryOptions, useQuery } from '@tanstack/react-query';
import { OPENAPI_DOCUMENT_PATH, openApiDocumentSchema, type OpenApiDocument } from '@esg/contracts/api-docs';
import { ApiError } from '@/lib/api-client';

/** GET /api/docs/openapi.json: the generated OpenAPI document itself (public; not an `{ data }` envelope). */
export async function getOpenApi(): Promise<OpenApiDocument> {
  const response = await fetch(OPENAPI_DOCUMENT_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok)
    throw new ApiError(response.status, 'HTTP.ERROR', 'The API documentation could not be loaded');
  return openApiDocumentSchema.parse(await response.json());
}

export const openApiQueryOptions = () =>
  queryOptions({ queryKey: ['api-docs', 'openapi'] as const, queryFn: getOpenApi, staleTime: 5 * 60_000 });

export function useOpenApi() {
  return useQuery(openApiQueryOptions());
}
