import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on retry; network errors and 5xx get one more try.
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500),
      },
    },
  });
}
