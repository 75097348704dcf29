import { Card } from '@mantine/core';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { actionPlanErrorMessage } from '../api/errors';
import { useActionPlans, type ActionPlanListParams } from '../api/get-action-plans';
import type { PlanListItem } from '../api/schemas';
import { cycleLabel } from './format';
import { AnchorLink, ButtonLink } from '@/components/ui/links';

export const PLAN_PICKER_PARAMS: ActionPlanListParams = { isPublished: false, page: 1 };
const column = createColumnHelper<PlanListItem>();

/** /action-plans/create/add-recommendation: choose the unpublished plan to add recommendations to. */
export function PlanPicker() {
  const plans = useActionPlans(PLAN_PICKER_PARAMS);
  const open = (plans.data?.plans ?? []).filter((plan) => plan.status === 'draft' || plan.status === 'sent');
  const columns = [
    column.accessor('title', {
      header: 'Action plan',
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <AnchorLink
          to="/action-plans/create/add-recommendation/$id"
          params={{ id: String(row.original.id) }}
          fw={600}
        >
          {row.original.title}
        </AnchorLink>
      ),
    }),
    column.accessor((p) => `${cycleLabel(p.reportingCycle)} ${p.year}`, { id: 'cycle', header: 'Cycle' }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <StatusBadge set="planStatus" code={info.getValue()} prefix="Plan status" />,
    }),
  ];
  return (
    <>
      <PageHeader
        title="Add Recommendation"
        description="Choose the action plan to add recommendations to."
      />
      <Card>
        <DataTable
          label="Draft action plans"
          itemName={['plan', 'plans']}
          columns={columns}
          data={plans.isPending ? undefined : open}
          getRowId={(p) => String(p.id)}
          loading={plans.isPending}
          error={plans.error}
          errorMessage={(error) => actionPlanErrorMessage(error, ACTION_PLAN_ERRORS.list)}
          onRetry={() => void plans.refetch()}
          columnMenu={false}
          empty={
            <EmptyState
              title="No draft action plans."
              description="Recommendations are added to plans that are drafts or sent to the portfolio company."
              action={
                <ButtonLink to="/action-plans/create" variant="light">
                  Create an action plan
                </ButtonLink>
              }
            />
          }
        />
      </Card>
    </>
  );
}
