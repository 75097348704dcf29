import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  frameworkDefinitionSchema,
  responseValuesSchema,
  withDefinition,
  type FrameworkDefinition,
  type ResponseDetail,
  type ResponseValues,
} from '@esg/contracts/data-collection/index';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/frameworks/{standardId}/versions/{version}/definition: a framework version's tree and metric
 * definitions (ADR 0170). Asked by its tag, the answer never changes: held for the whole session here and
 * for a year in the browser's HTTP cache, so each version travels once.
 */
export const frameworkDefinitionQueryOptions = ({
  standardId,
  version,
  definitionTag,
}: ResponseValues['framework']) =>
  queryOptions({
    queryKey: queryKeys.dataCollection.frameworkDefinition(standardId, version, definitionTag),
    queryFn: async ({ signal }): Promise<FrameworkDefinition> =>
      (
        await apiClient.get(
          `/frameworks/${standardId}/versions/${encodeURIComponent(version)}/definition?tag=${encodeURIComponent(definitionTag)}`,
          { schema: frameworkDefinitionSchema, signal },
        )
      ).data,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * GET /api/responses/{id}: the response's values, joined with its framework version's definition (read
 * once per version through the query cache) into the questionnaire the screens show.
 */
export async function readResponse(
  client: QueryClient,
  responseId: number,
  signal?: AbortSignal,
): Promise<ResponseDetail> {
  const { data } = await apiClient.get(`/responses/${responseId}`, { schema: responseValuesSchema, signal });
  const definition = await client.ensureQueryData(frameworkDefinitionQueryOptions(data.framework));
  return withDefinition(data, definition);
}
