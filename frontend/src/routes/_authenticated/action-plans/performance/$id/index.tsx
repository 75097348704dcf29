import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { leaveOnForbidden } from '@/features/action-plans/api/errors';
import { actionPlanQueryOptions } from '@/features/action-plans/api/get-action-plan';
import { performanceStandardsQueryOptions } from '@/features/action-plans/api/get-performance-standards';
import { numericIdParam } from '@/features/action-plans/api/route-params';
import { PerformanceOverview } from '@/features/action-plans/components/performance';
import { validatedParams } from '@/lib/route-params';

export const Route = createFileRoute('/_authenticated/action-plans/performance/$id/')({
  params: validatedParams(z.object({ id: numericIdParam })),
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
  component: PerformanceRoute,
});

function PerformanceRoute() {
  const { id } = Route.useParams();
  return <PerformanceOverview planId={Number(id)} />;
}
