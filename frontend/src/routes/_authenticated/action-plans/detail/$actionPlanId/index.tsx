import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { leaveOnForbidden } from '@/features/action-plans/api/errors';
import { actionPlanQueryOptions } from '@/features/action-plans/api/get-action-plan';
import { numericIdParam } from '@/features/action-plans/api/route-params';
import { PlanDetailPage } from '@/features/action-plans/components/plan-detail';
import { ChangeLog } from '@/features/notifications/components/change-log';
import { validatedParams } from '@/lib/route-params';

export const Route = createFileRoute('/_authenticated/action-plans/detail/$actionPlanId/')({
  params: validatedParams(z.object({ actionPlanId: numericIdParam })),
  loader: ({ context, params }) =>
    leaveOnForbidden(
      context.queryClient.ensureQueryData({
        ...actionPlanQueryOptions(Number(params.actionPlanId)),
        revalidateIfStale: true,
      }),
    ),
  component: PlanDetailRoute,
});

function PlanDetailRoute() {
  const { actionPlanId } = Route.useParams();
  const planId = Number(actionPlanId);
  return (
    <PlanDetailPage key={actionPlanId} planId={planId} changeLog={<ChangeLog actionPlanId={planId} />} />
  );
}
