import { createFileRoute } from '@tanstack/react-router';
import { actionPlansQueryOptions } from '@/features/action-plans/api/get-action-plans';
import { leaveOnForbidden } from '@/features/action-plans/api/errors';
import { PlanPicker, PLAN_PICKER_PARAMS } from '@/features/action-plans/components/plan-picker';

export const Route = createFileRoute('/_authenticated/action-plans/create/add-recommendation/')({
  loader: ({ context }) =>
    leaveOnForbidden(
      context.queryClient.ensureQueryData({
        ...actionPlansQueryOptions(PLAN_PICKER_PARAMS),
        revalidateIfStale: true,
      }),
    ),
  component: PlanPicker,
});
