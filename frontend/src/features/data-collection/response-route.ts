import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { responseQueryOptions } from './api/get-response';
import { responsesQueryOptions } from './api/get-responses';
import { responseListParams, responseListSearchSchema } from './components/responses-list';

/**
 * The search params of the response routes (/collect-data, /review-contributor-response, /published-data):
 * without `responseId` each shows the responses list, with it the one response.
 */
const responseRouteSearchSchema = responseListSearchSchema.extend({
  responseId: z.coerce.number().int().positive().optional().catch(undefined),
});
export type ResponseRouteSearch = z.infer<typeof responseRouteSearchSchema>;

export function validateResponseRouteSearch(raw: Record<string, unknown>): ResponseRouteSearch {
  return responseRouteSearchSchema.parse(raw);
}

/**
 * Preloads what the route will show: the list, or the response. Both views show their own failure
 * (spec 8) rather than an error page, so a failed load resolves too.
 */
export function loadResponseRoute(queryClient: QueryClient, search: ResponseRouteSearch): Promise<void> {
  const loaded =
    search.responseId === undefined
      ? queryClient.ensureQueryData({
          ...responsesQueryOptions(responseListParams(search)),
          revalidateIfStale: true,
        })
      : queryClient.ensureQueryData({ ...responseQueryOptions(search.responseId), revalidateIfStale: true });
  return loaded.then(
    () => undefined,
    () => undefined,
  );
}
