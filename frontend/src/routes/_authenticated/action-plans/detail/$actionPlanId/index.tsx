import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { leaveOnForbidden } from '@/features/action-plans/api/errors';
import { actionPlanQueryOptions } from '@/features/action-plans/api/get-action-plan';
import { numericIdParam } from '@/features/action-plans/api/route-params';
import { PlanDetailPage } from '@/features/action-plans/components/plan-detail';
import { ChangeLog } from '@/features/notifications/components/change-log';
import { validatedParams } from '@/lib/route-params';

/** `view=pc`: the investor side sees the plan as its portfolio company does (kept on reload). */
const searchSchema = z.object({ view: z.enum(['pc']).optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/action-plans/detail/$actionPlanId/')({
  params: validatedParams(z.object({ actionPlanId: numericIdParam })),
  validateSearch: (raw: Record<string, unknown>) => searchSchema.parse(raw),
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
  const { view } = Route.useSearch();
  const navigate = Route.useNavigate();
  const planId = Number(actionPlanId);
  return (
    <PlanDetailPage
      key={actionPlanId}
      planId={planId}
      view={view}
      onViewChange={(next) => void navigate({ search: next === 'pc' ? { view: 'pc' } : {}, replace: true })}
      changeLog={<ChangeLogSection planId={planId} view={view} />}
    />
  );
}

function ChangeLogSection({ planId, view }: { planId: number; view?: 'pc' }) {
  return <ChangeLog actionPlanId={planId} viewingAs={view} />;
}
