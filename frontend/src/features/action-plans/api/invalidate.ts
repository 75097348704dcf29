import type { QueryClient } from '@tanstack/react-query';
import { actionPlanKeys } from './query-keys';

/**
 * A recommendation changed (status, files, tags, due date...): its own view, and the plan detail
 * that lists it. `withCounts` also refreshes what counts signed-off recommendations (the lists
 * and the performance standards).
 */
export async function invalidateRecommendation(
  queryClient: QueryClient,
  planId: number,
  recommendationId: number,
  withCounts = false,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: actionPlanKeys.recommendation(recommendationId) }),
    queryClient.invalidateQueries({ queryKey: actionPlanKeys.detail(planId) }),
    ...(withCounts
      ? [
          queryClient.invalidateQueries({ queryKey: actionPlanKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: ['action-plans', 'performance-standards'] }),
        ]
      : []),
  ]);
}
