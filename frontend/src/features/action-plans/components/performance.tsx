import { Card, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { routeTitle } from '@esg/access-policy';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { useActionPlan } from '../api/get-action-plan';
import { usePerformanceStandards, type PerformanceStandard } from '../api/get-performance-standards';
import type { Recommendation } from '../api/schemas';
import { RecommendationsTable } from './recommendations-table';
import { AnchorLink } from '@/components/ui/links';

function tally(recs: readonly Recommendation[]) {
  const count = (status: Recommendation['visualStatus']) =>
    recs.filter((r) => r.visualStatus === status).length;
  return {
    total: recs.length,
    signedOff: count('signed-off'),
    submitted: count('submitted'),
    delayed: count('delayed') + count('severely-delayed'),
  };
}

const percent = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));

interface StandardRow {
  standard: PerformanceStandard;
  total: number;
  submitted: number;
  delayed: number;
  signedOff: number;
}
const column = createColumnHelper<StandardRow>();

function Crumbs({ planId, title }: { planId: number; title: string }) {
  return [
    <AnchorLink key="list" to="/action-plans">
      Action Plans
    </AnchorLink>,
    <AnchorLink key="plan" to="/action-plans/detail/$actionPlanId" params={{ actionPlanId: String(planId) }}>
      {title}
    </AnchorLink>,
  ];
}

/** /action-plans/performance/{id}: the plan's progress per IFC Performance Standard. */
export function PerformanceOverview({ planId }: { planId: number }) {
  const { data: plan } = useActionPlan(planId);
  const { data: standards } = usePerformanceStandards(null);
  const overall = tally(plan.recommendations);
  const rows: StandardRow[] = standards.map((standard) => ({
    standard,
    ...tally(plan.recommendations.filter((r) => r.performanceStandardId === standard.id)),
  }));
  const columns = [
    column.accessor((r) => r.standard.id, {
      id: 'standard',
      header: 'Performance Standard',
      meta: { rowHeader: true, width: '46%' },
      cell: ({ row }) =>
        row.original.total > 0 ? (
          <AnchorLink
            to="/action-plans/performance/$id/detail/$detailId"
            params={{ id: String(plan.id), detailId: String(row.original.standard.id) }}
            fw={600}
          >
            {row.original.standard.code}: {row.original.standard.title}
          </AnchorLink>
        ) : (
          <Text size="sm" c="dimmed">
            {row.original.standard.code}: {row.original.standard.title}
          </Text>
        ),
    }),
    column.accessor('total', { header: 'Recommendations', meta: { align: 'right' } }),
    column.accessor('submitted', { header: 'Submitted', meta: { align: 'right' } }),
    column.accessor('delayed', { header: 'Delayed', meta: { align: 'right' } }),
    column.accessor((r) => percent(r.signedOff, r.total), {
      id: 'signedOff',
      header: 'Signed off',
      meta: { width: '18%' },
      cell: ({ row }) => {
        const p = percent(row.original.signedOff, row.original.total);
        return (
          <Stack gap={2}>
            <Text size="xs">{p} %</Text>
            <Progress value={p} size="sm" aria-label={`${row.original.standard.code} signed off: ${p} %`} />
          </Stack>
        );
      },
    }),
  ];
  return (
    <>
      <PageHeader
        breadcrumbs={Crumbs({ planId: plan.id, title: plan.title })}
        title={routeTitle('/action-plans/performance/1')}
        description={plan.title}
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <StatCard
            label="Signed off overall"
            value={`${percent(overall.signedOff, overall.total)} %`}
            hint={`${overall.signedOff} of ${overall.total} recommendations`}
            progress={percent(overall.signedOff, overall.total)}
            tone="success"
          />
          <StatCard label="Recommendations" value={overall.total} />
          <StatCard label="Submitted" value={overall.submitted} hint="waiting for sign-off" tone="brand" />
          <StatCard label="Delayed" value={overall.delayed} tone={overall.delayed ? 'danger' : 'neutral'} />
        </SimpleGrid>
        <Card>
          <DataTable
            label="Performance by IFC Performance Standard"
            itemName={['standard', 'standards']}
            columns={columns}
            data={rows}
            getRowId={(r) => String(r.standard.id)}
            sorting={{ mode: 'client' }}
            columnMenu={false}
          />
        </Card>
      </Stack>
    </>
  );
}

/**
 * /action-plans/performance/{id}/detail/{detailId} (one standard of the plan) and the recommendation
 * route without a recommendation id (the plan's recommendations, optionally of one standard).
 */
export function StandardRecommendations({ planId, standardId }: { planId: number; standardId?: number }) {
  const { data: plan } = useActionPlan(planId);
  const { data: standards } = usePerformanceStandards(null);
  const standard = standards.find((s) => s.id === standardId);
  const recs = plan.recommendations.filter(
    (r) => standardId === undefined || r.performanceStandardId === standardId,
  );
  return (
    <>
      <PageHeader
        breadcrumbs={[
          ...Crumbs({ planId: plan.id, title: plan.title }),
          <AnchorLink key="perf" to="/action-plans/performance/$id" params={{ id: String(plan.id) }}>
            Performance
          </AnchorLink>,
        ]}
        title={standard ? `${standard.code}: ${standard.title}` : 'Recommendations'}
      />
      <Card>
        <RecommendationsTable
          planId={plan.id}
          recommendations={recs}
          seesInternalNotes={plan.capabilities.seesInternalNotes}
        />
      </Card>
    </>
  );
}
