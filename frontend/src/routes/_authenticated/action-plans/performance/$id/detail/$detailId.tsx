import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { leaveOnForbidden } from '@/features/action-plans/api/errors';
import { actionPlanQueryOptions } from '@/features/action-plans/api/get-action-plan';
import { performanceStandardsQueryOptions } from '@/features/action-plans/api/get-performance-standards';
import { numericIdParam } from '@/features/action-plans/api/route-params';
import { StandardRecommendations } from '@/features/action-plans/components/performance';
import { validatedParams } from '@/lib/route-params';

/** One IFC Performance Standard (detailId, 1-8) of a plan's performance. */
export const Route = createFileRoute('/_authenticated/action-plans/performance/$id/detail/$detailId')({
  params: validatedParams(z.object({ id: numericIdParam, detailId: z.string().regex(/^[1-8]$/) })),
  loader: ({ context: { queryClient }, params }) =>
    leaveOnForbidden(
      Promise.all([
        queryClient.ensureQueryData({
          ...actionPlanQueryOptions(Number(params.id)),
          revalidateIfStale: true,
        }),
        queryClient.ensureQueryData(performanceStandardsQueryOptions(null)),
      ]),
    ),
  component: PerformanceDetailRoute,
});

function PerformanceDetailRoute() {
  const { id, detailId } = Route.useParams();
  return <StandardRecommendations planId={Number(id)} standardId={Number(detailId)} />;
}
