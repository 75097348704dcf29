import { Card, Group, Select, Tabs, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import { canCreateActionPlan, effectiveCompanyId } from '@esg/access-policy';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { useAccessContext } from '@/app/access-context';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { actionPlanErrorMessage } from '../api/errors';
import { ACTION_PLANS_PAGE_SIZE, useActionPlans, type ActionPlanListParams } from '../api/get-action-plans';
import { usePortfolioCompanies } from '../api/get-portfolio-companies';
import type { PlanListItem } from '../api/schemas';
import { cycleLabel, formatDate } from './format';
import { ViewingAsControl, type ViewingAs } from './viewing-as';
import { AnchorLink, ButtonLink } from '@/components/ui/links';

/** The list's search params; absent ones mean the first page of the published tab. */
export interface ActionPlanListSearch {
  tab?: 'published' | 'unpublished';
  page?: number;
  company?: number;
  view?: ViewingAs;
}

export function listParams(search: ActionPlanListSearch): ActionPlanListParams {
  return {
    isPublished: (search.tab ?? 'published') === 'published',
    page: search.page ?? 1,
    ...(search.company === undefined ? {} : { companyId: search.company }),
    ...(search.view === 'pc' ? { viewingAs: 'pc' as const } : {}),
  };
}

const TABS = [
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
] as const;

const column = createColumnHelper<PlanListItem>();

/** /action-plans (spec 2.13): published and unpublished plans, 10 a page; a GP picks the company and view. */
export function ActionPlansList({ search: raw }: { search: ActionPlanListSearch }) {
  const search = { ...raw, tab: raw.tab ?? 'published', page: raw.page ?? 1 };
  const navigate = useNavigate({ from: '/action-plans/' });
  const { ctx } = useAccessContext();
  const isGp = ctx.user?.role === 'gp';
  const plans = useActionPlans(listParams(search));
  const companies = usePortfolioCompanies(effectiveCompanyId(ctx), isGp);
  const setSearch = (changes: Partial<ActionPlanListSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, page: 1, ...changes }) });
  const tabLabel = search.tab === 'published' ? 'Published' : 'Unpublished';
  const detailSearch = search.view === 'pc' ? { view: 'pc' as const } : {};

  const columns = [
    column.accessor('title', {
      header: 'Action plan',
      meta: { rowHeader: true, alwaysVisible: true, width: '38%' },
      cell: ({ row }) => (
        <AnchorLink
          to="/action-plans/detail/$actionPlanId"
          params={{ actionPlanId: String(row.original.id) }}
          search={detailSearch}
          fw={600}
        >
          {row.original.title}
        </AnchorLink>
      ),
    }),
    column.accessor((p) => `${cycleLabel(p.reportingCycle)} ${p.year}`, {
      id: 'cycle',
      header: 'Cycle',
      meta: { label: 'Cycle' },
    }),
    column.accessor('status', {
      header: 'Status',
      meta: { label: 'Status' },
      cell: (info) => <StatusBadge set="planStatus" code={info.getValue()} prefix="Plan status" />,
    }),
    column.accessor((p) => p.signedOffRecommendationCount, {
      id: 'progress',
      header: 'Recommendations',
      meta: { label: 'Recommendations' },
      cell: ({ row }) => (
        <Text size="sm">
          {row.original.signedOffRecommendationCount} of {row.original.recommendationCount} signed off
        </Text>
      ),
    }),
    column.accessor('createdAt', {
      header: 'Created',
      meta: { label: 'Created' },
      cell: (info) => formatDate(info.getValue()),
    }),
  ];

  return (
    <>
      <PageHeader
        title="Action Plans"
        description="Environmental and social action plans agreed with portfolio companies."
        primaryAction={
          canCreateActionPlan(ctx) ? (
            <ButtonLink to="/action-plans/create" leftSection={<IconPlus size={16} aria-hidden />}>
              Create action plan
            </ButtonLink>
          ) : null
        }
      />

      {isGp ? (
        <Group gap="md" mb="md" align="flex-end" wrap="wrap">
          <Select
            label="Portfolio company"
            placeholder="All portfolio companies"
            data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={search.company === undefined ? null : String(search.company)}
            onChange={(value) => setSearch({ company: value === null ? undefined : Number(value) })}
            clearable
            allowDeselect
            w={{ base: '100%', sm: 280 }}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="viewing-as-label">
              Viewing as
            </Text>
            <ViewingAsControl
              size="sm"
              value={search.view ?? 'gp'}
              onChange={(view) => setSearch({ view: view === 'pc' ? 'pc' : undefined })}
            />
          </div>
        </Group>
      ) : null}

      <Card p={0}>
        <Tabs
          value={search.tab}
          onChange={(value) => setSearch({ tab: value === 'unpublished' ? 'unpublished' : 'published' })}
          keepMounted={false}
        >
          <Tabs.List aria-label="Action plans" px="md" pt="xs">
            {TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} p="md">
              <DataTable
                label={`${tabLabel} action plans`}
                itemName={['action plan', 'action plans']}
                columns={columns}
                data={plans.data?.plans}
                getRowId={(p) => String(p.id)}
                loading={plans.isPending}
                fetching={plans.isFetching && !plans.isPending}
                error={plans.error}
                errorMessage={(error) => actionPlanErrorMessage(error, ACTION_PLAN_ERRORS.list)}
                onRetry={() => void plans.refetch()}
                paging={{
                  mode: 'server',
                  page: search.page,
                  pageSize: ACTION_PLANS_PAGE_SIZE,
                  totalPages: plans.data?.meta.totalPages ?? 0,
                  total: plans.data?.meta.total,
                  onPageChange: (page) => setSearch({ page }),
                }}
                empty={
                  <EmptyState
                    title={`No ${search.tab} action plans.`}
                    description={
                      search.tab === 'published'
                        ? 'Plans appear here once the general partner publishes them.'
                        : 'Drafts and plans sent to the portfolio company appear here until they are published.'
                    }
                    action={
                      canCreateActionPlan(ctx) ? (
                        <ButtonLink to="/action-plans/create" variant="light">
                          Create action plan
                        </ButtonLink>
                      ) : undefined
                    }
                  />
                }
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
    </>
  );
}
