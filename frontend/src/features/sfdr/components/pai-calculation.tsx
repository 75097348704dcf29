import { Suspense, lazy, useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { PaiIndicatorResultBody } from '@esg/contracts/reporting';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { ButtonLink } from '@/components/ui/links';
import type { ExplainTarget } from '@/shared/pai-lineage/explain-drawer';
import { portfolioCompaniesQueryOptions } from '../api/portfolio-companies';
import { useFunds } from '../api/funds';
import { useOptionalIndicators } from '../api/optional-indicators';
import { usePaiStatement, type PaiScope } from '../api/pai-statement';
import { dataCollectionProgress, RegulatoryProgress } from './regulatory-progress';
import { PaiScopePicker } from './pai-scope-picker';
import { ProvenanceDrawer } from './provenance-drawer';
import { figure, indicatorTitle, quarterLabel, reportedIndicators, share } from './format';

// The drawer (and the evidence viewer it opens) loads when a figure is explained: the page's chunk keeps its budget.
const ExplainDrawer = lazy(() =>
  import('@/shared/pai-lineage/explain-drawer').then((m) => ({ default: m.ExplainDrawer })),
);

const column = createColumnHelper<PaiIndicatorResultBody>();

/**
 * /viewPaiCalculation: every reported indicator per quarter end and for the year (the average of the
 * quarters), its coverage and estimated share; a row opens the companies behind it and how it was made.
 * The read model pushes a change when figures are recomputed, and the table refetches (live).
 */
export function PaiCalculationPage({
  companyId,
  scope,
  year,
  onChange,
}: {
  companyId: number;
  scope: PaiScope;
  year: number;
  onChange: (scope: PaiScope, year: number) => void;
}) {
  const statement = usePaiStatement(scope, year);
  const selection = useOptionalIndicators(companyId);
  const funds = useFunds(companyId);
  const companies = useQuery(portfolioCompaniesQueryOptions(companyId));
  const [open, setOpen] = useState<string | null>(null);
  const [explain, setExplain] = useState<ExplainTarget | null>(null);

  const names = useMemo(() => {
    const m = new Map<number | string, string>();
    for (const c of companies.data ?? []) m.set(c.id, c.name);
    return m;
  }, [companies.data]);
  const rows = useMemo(
    () => reportedIndicators(statement.data?.indicators ?? [], selection.data?.indicatorIds ?? []),
    [statement.data, selection.data],
  );
  const quarterEnds = statement.data?.quarterEnds ?? [];
  const columns = [
    column.accessor('id', {
      header: 'Indicator',
      meta: { rowHeader: true, alwaysVisible: true, width: '30%' },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Anchor
            component="button"
            type="button"
            fw={600}
            ta="left"
            onClick={() => setOpen(row.original.id)}
          >
            {row.original.id} {indicatorTitle(row.original)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.original.table}
          </Text>
          {row.original.included.some((c) => c.overridden?.length) ? (
            <Badge size="xs" color="orange" variant="light" w="fit-content">
              Uses a GP override
            </Badge>
          ) : null}
        </Stack>
      ),
    }),
    column.accessor('unit', { header: 'Unit', meta: { label: 'Unit' } }),
    ...quarterEnds.map((date, qi) =>
      column.display({
        id: `q-${date}`,
        header: quarterLabel(date),
        meta: { label: quarterLabel(date), align: 'right' },
        cell: ({ row }) => figure(row.original.quarters[qi]?.value),
      }),
    ),
    column.accessor('value', {
      header: `Year ${year}`,
      meta: { label: `Year ${year}`, align: 'right' },
      cell: ({ row, getValue }) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Text fw={700} size="sm">
            {figure(getValue())}
          </Text>
          {getValue() !== null ? (
            <Button
              size="compact-xs"
              variant="light"
              aria-label={`Explain ${row.original.id} ${indicatorTitle(row.original)}`}
              onClick={() =>
                setExplain({
                  year,
                  indicatorId: row.original.id,
                  title: `${row.original.id} ${indicatorTitle(row.original)}`,
                  funds: statement.data?.funds ?? [],
                })
              }
            >
              Explain
            </Button>
          ) : null}
        </Group>
      ),
    }),
    column.accessor('coverage', {
      header: 'Coverage',
      meta: { label: 'Coverage', align: 'right' },
      cell: ({ getValue }) => share(getValue()),
    }),
    column.accessor('estimatedShare', {
      header: 'Estimated',
      meta: { label: 'Estimated share', align: 'right' },
      cell: ({ getValue }) => share(getValue()),
    }),
  ];

  const fundList = funds.data ?? [];
  const optionalCount = selection.data?.indicatorIds.length ?? 0;
  const invited = fundList.some((f) => f.portfolioCompanyIds.length > 0);
  const hasFigures = rows.some((r) => r.value !== null);
  const coverageAvg = rows.length
    ? rows.reduce((s, r) => s + (r.coverage ?? 0), 0) /
      Math.max(1, rows.filter((r) => r.coverage !== null).length)
    : null;
  const companiesIn = new Set(rows.flatMap((r) => r.included.map((c) => c.companyId))).size;
  const current = rows.find((r) => r.id === open) ?? null;

  return (
    <>
      <PageHeader
        title="PAI Calculation"
        description="Principal adverse impact indicators computed from your funds' positions at each quarter end and the portfolio companies' published data. The year is the average of the quarters (Article 6(3))."
        meta={
          statement.data?.computedAt ? (
            <Badge variant="light">
              Computed {new Date(statement.data.computedAt).toLocaleString('en-GB')}
            </Badge>
          ) : undefined
        }
        primaryAction={
          <ButtonLink
            to="/pai-published-report"
            search={{ year, ...(scope.kind === 'fund' ? { fundId: scope.fundId } : {}) }}
          >
            Open PAI report
          </ButtonLink>
        }
        secondaryActions={
          <ButtonLink to="/optionalIndicatorSelection" variant="default">
            Optional indicators
          </ButtonLink>
        }
      />
      <RegulatoryProgress steps={[dataCollectionProgress(optionalCount, invited), hasFigures ? 100 : 0, 0]} />
      <Group justify="space-between" align="flex-end" mb="md">
        <PaiScopePicker
          companyId={companyId}
          funds={fundList}
          scope={scope}
          year={year}
          onChange={onChange}
        />
      </Group>
      {statement.data?.error ? (
        <Alert color="red" mb="md" title="The positions could not be calculated">
          {statement.data.error}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
        <StatCard
          label="Quarter ends"
          value={quarterEnds.length}
          hint={quarterEnds.map(quarterLabel).join(', ') || 'none yet'}
        />
        <StatCard
          label="Indicators reported"
          value={rows.length}
          hint={`${optionalCount} optional selected`}
        />
        <StatCard
          label="Companies with data"
          value={companiesIn}
          hint={`${statement.data?.sources.length ?? 0} with publications`}
        />
        <StatCard
          label="Average coverage"
          value={share(coverageAvg)}
          progress={coverageAvg === null ? undefined : coverageAvg * 100}
        />
      </SimpleGrid>
      <DataTable
        label={`PAI indicators ${year}`}
        itemName={['indicator', 'indicators']}
        columns={columns}
        data={rows}
        getRowId={(r) => r.id}
        paging={{ mode: 'none' }}
        filter={{ mode: 'client', placeholder: 'Filter indicators' }}
        loading={statement.isPending}
        fetching={statement.isFetching && !statement.isPending}
        error={statement.error}
        onRetry={() => void statement.refetch()}
        empty={
          <EmptyState
            title={`No positions recorded for ${year}.`}
            description="The figures appear once the fund's positions at a quarter end of this year are recorded."
            action={
              <ButtonLink to="/fundManager" variant="default">
                Manage funds
              </ButtonLink>
            }
          />
        }
      />
      {statement.data ? (
        <ProvenanceDrawer
          indicator={current}
          statement={statement.data}
          names={names}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {explain ? (
        <Suspense fallback={null}>
          <ExplainDrawer target={explain} onClose={() => setExplain(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
