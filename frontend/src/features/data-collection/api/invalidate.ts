import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@esg/contracts/query-keys';
import { dataCollectionKeys } from './query-keys';

/** After a change to a response: its detail, every list and the start page are stale. */
export function invalidateResponse(queryClient: QueryClient, responseId: number): void {
  void queryClient.invalidateQueries({ queryKey: dataCollectionKeys.response(responseId) });
  void queryClient.invalidateQueries({ queryKey: [...dataCollectionKeys.responses(), 'list'] });
  void queryClient.invalidateQueries({
    queryKey: [...dataCollectionKeys.responses(), 'history', responseId],
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.home() });
}
