import type { QueryClient } from '@tanstack/react-query';
import { responseListParams, type ResponseRouteSearch } from '../response-route';
import { responseQueryOptions } from './get-response';
import { responsesQueryOptions } from './get-responses';

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
