import { useMemo, useState } from 'react';
import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { IconAlertTriangle, IconChartBar, IconChecklist, IconClockHour4 } from '@tabler/icons-react';
import type { AggregateRow, CompanyValue, PortfolioOverview } from '@esg/contracts/analysis';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge, ToneBadge } from '@/components/ui/status-badge';
import { useCompanyValues } from '../api/company-values';
import { usePortfolioAggregates } from '../api/portfolio-aggregates';
import { usePortfolioOverview } from '../api/portfolio-overview';
import { HowMadeDrawer } from './how-made-drawer';
import { StatusBars } from './status-bars';
import { changeTone, num, pct, periodOptions, signedPct, standardName, unitLabel, valueText } from './format';

/** The headline metrics of the dashboard, in this order, when the portfolio has published them. */
export const HEADLINE_METRICS = [
  'ghg.scope1',
  'ghg.scope2_location',
  'ghg.scope3',
  'energy.renewable_share',
  'company.fte',
  'soc.gender_pay_gap',
] as const;

function headlineText(row: Pick<AggregateRow, 'kind' | 'unit'>, value: number | null): string {
  if (value === null) return '—';
  if (row.kind === 'share') return pct(value);
  return `${num(value)} ${unitLabel(row.unit)}`.trim();
}

const aggregateColumn = createColumnHelper<AggregateRow>();
const attentionColumn = createColumnHelper<PortfolioOverview['companies'][number]>();
const valueColumn = createColumnHelper<CompanyValue>();

export interface DataAnalysisSearch {
  period?: string;
  fundId?: number;
}

/**
 * /data-analysis for an investor: the portfolio at a glance — reporting completion of the period, the
 * headline metrics with their change from the previous period, the companies needing attention, and every
 * aggregate with how it was made. Live: a publish refetches (reporting.analysis.changed.v1).
 */
export function PortfolioDashboard({
  companyId,
  search,
  onSearch,
}: {
  companyId: number;
  search: DataAnalysisSearch;
  onSearch: (next: DataAnalysisSearch) => void;
}) {
  const period = search.period ?? null;
  const fundId = search.fundId ?? null;
  const overview = usePortfolioOverview(companyId, period);
  const aggregates = usePortfolioAggregates({ companyId, period, fundId });
  const [open, setOpen] = useState<AggregateRow | null>(null);

  const periods = useMemo(
    () =>
      [...new Set([...(overview.data?.periods ?? []), ...(aggregates.data?.periods ?? [])])].sort().reverse(),
    [overview.data, aggregates.data],
  );
  const rows = aggregates.data?.rows ?? [];
  const headlines = HEADLINE_METRICS.map((code) => rows.find((r) => r.metricCode === code)).filter(
    (r): r is AggregateRow => r !== undefined,
  );
  const completion = overview.data?.completion;
  const attention = (overview.data?.companies ?? []).filter((c) => c.attention.length > 0);
  const waiting = (completion?.byStatus.submitted ?? 0) + (completion?.byStatus.accepted ?? 0);

  const metricColumns = [
    aggregateColumn.accessor((r) => r.name ?? r.metricCode, {
      id: 'metric',
      header: 'Metric',
      meta: { rowHeader: true, alwaysVisible: true, width: '34%' },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Anchor component="button" type="button" ta="left" fw={600} onClick={() => setOpen(row.original)}>
            {row.original.name ?? row.original.metricCode}
          </Anchor>
        </Stack>
      ),
    }),
    aggregateColumn.accessor('headline', {
      header: 'Portfolio figure',
      meta: { label: 'Portfolio figure', align: 'right' },
      cell: ({ row }) =>
        row.original.kind === 'categorical'
          ? Object.entries(row.original.distribution ?? {})
              .map(([a, n]) => `${a} ${n}`)
              .join(' · ')
          : headlineText(row.original, row.original.headline),
    }),
    aggregateColumn.accessor('weightedMean', {
      header: 'Value-weighted',
      meta: { label: 'Value-weighted', align: 'right' },
      cell: ({ row }) =>
        row.original.kind === 'categorical' ? '—' : headlineText(row.original, row.original.weightedMean),
    }),
    aggregateColumn.accessor((r) => r.change.relative, {
      id: 'change',
      header: aggregates.data?.previousPeriod ? `vs ${aggregates.data.previousPeriod}` : 'Change',
      meta: { label: 'Change', align: 'right' },
      cell: ({ row }) => signedPct(row.original.change.relative),
    }),
    aggregateColumn.accessor('count', {
      header: 'Companies',
      meta: { label: 'Companies', align: 'right' },
      cell: ({ row }) => `${row.original.count} / ${row.original.members}`,
    }),
    aggregateColumn.accessor('estimatedShare', {
      header: 'Estimated',
      meta: { label: 'Estimated', align: 'right' },
      cell: ({ row }) => pct(row.original.estimatedShare),
    }),
  ];

  const attentionColumns = [
    attentionColumn.accessor((c) => c.name ?? `Company ${c.companyId}`, {
      id: 'company',
      header: 'Company',
      meta: { rowHeader: true, alwaysVisible: true, width: '24%' },
    }),
    attentionColumn.display({
      id: 'responses',
      header: 'Responses',
      meta: { label: 'Responses' },
      cell: ({ row }) => (
        <Group gap={4}>
          {row.original.responses.map((r) => (
            <StatusBadge
              key={r.responseId}
              set="responseStatus"
              code={r.status}
              prefix={standardName(r.standardId)}
            />
          ))}
        </Group>
      ),
    }),
    attentionColumn.display({
      id: 'attention',
      header: 'Why',
      meta: { label: 'Why' },
      cell: ({ row }) => (
        <Stack gap={4}>
          {row.original.attention.map((a, i) => (
            <Group key={i} gap={6} wrap="nowrap">
              <ToneBadge tone={a.tone}>{a.code.replace('-', ' ')}</ToneBadge>
              <Text size="sm">{a.message}</Text>
            </Group>
          ))}
        </Stack>
      ),
    }),
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Data Analysis"
        description={`${overview.data?.name ?? 'Your portfolio'} at a glance: reporting progress, headline figures and the companies to look at.`}
        secondaryActions={
          <Group gap="xs">
            <Select
              label="Period"
              aria-label="Period"
              w={130}
              data={periodOptions(periods, period)}
              value={period ?? ''}
              onChange={(v) => onSearch({ ...search, period: v || undefined })}
              allowDeselect={false}
            />
            <Select
              label="Scope"
              aria-label="Scope"
              w={220}
              data={[
                { value: '', label: 'Whole portfolio' },
                ...(aggregates.data?.funds ?? []).map((f) => ({ value: String(f.fundId), label: f.name })),
              ]}
              value={fundId ? String(fundId) : ''}
              onChange={(v) => onSearch({ ...search, fundId: v ? Number(v) : undefined })}
              allowDeselect={false}
            />
          </Group>
        }
      />
      {overview.error ? <QueryError error={overview.error} onRetry={() => void overview.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatCard
          label={`Reporting completion ${overview.data?.period ?? ''}`.trim()}
          value={completion ? `${completion.published} of ${completion.companies}` : '—'}
          hint="companies have published everything asked"
          progress={completion?.percent ?? 0}
          tone="brand"
          icon={<IconChecklist size={18} />}
        />
        <StatCard
          label="Answered so far"
          value={
            completion?.averageAnswered === null || !completion ? '—' : `${num(completion.averageAnswered)} %`
          }
          hint="mean completion of the period's responses"
          icon={<IconChartBar size={18} />}
        />
        <StatCard
          label="Waiting for you"
          value={String(waiting)}
          hint="responses submitted or accepted, not yet published"
          tone={waiting > 0 ? 'info' : 'neutral'}
          icon={<IconClockHour4 size={18} />}
        />
        <StatCard
          label="Needing attention"
          value={String(attention.length)}
          hint="companies with overdue, returned or unusual data"
          tone={attention.length > 0 ? 'warning' : 'success'}
          icon={<IconAlertTriangle size={18} />}
        />
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={2} size="h3">
          Headline metrics {aggregates.data?.period ? `· ${aggregates.data.period}` : ''}
          {aggregates.data?.scope === 'fund' ? ` · ${aggregates.data.scopeName}` : ''}
        </Title>
        {aggregates.error ? (
          <QueryError error={aggregates.error} onRetry={() => void aggregates.refetch()} />
        ) : headlines.length === 0 && !aggregates.isPending ? (
          <EmptyState
            title="No published figures yet."
            description="Figures appear here as soon as your portfolio companies' responses are published."
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {headlines.map((r) => (
              <StatCard
                key={r.metricCode}
                label={r.name ?? r.metricCode}
                value={headlineText(r, r.headline)}
                tone={changeTone(r.change.relative)}
                hint={
                  aggregates.data?.previousPeriod
                    ? `vs ${aggregates.data.previousPeriod}: ${signedPct(r.change.relative)} · ${r.count} ${r.count === 1 ? 'company' : 'companies'}`
                    : `${r.count} ${r.count === 1 ? 'company' : 'companies'}`
                }
                footer={
                  <Button variant="subtle" size="compact-sm" onClick={() => setOpen(r)}>
                    How it was made
                  </Button>
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <StatusBars
          byStatus={completion?.byStatus ?? {}}
          loading={overview.isPending}
          period={overview.data?.period ?? null}
        />
        <Stack gap="xs">
          <Title order={2} size="h3">
            Companies needing attention
          </Title>
          <DataTable
            label="Companies needing attention"
            itemName={['company', 'companies']}
            columns={attentionColumns}
            data={attention}
            getRowId={(c) => String(c.companyId)}
            loading={overview.isPending}
            error={overview.error}
            onRetry={() => void overview.refetch()}
            empty={
              <EmptyState
                size="sm"
                title="Nothing needs your attention."
                description="Every company is on track."
              />
            }
          />
        </Stack>
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={2} size="h3">
          Every metric
        </Title>
        <DataTable
          label="Portfolio metrics"
          itemName={['metric', 'metrics']}
          columns={metricColumns}
          data={rows}
          getRowId={(r) => r.metricCode}
          paging={{ mode: 'client', pageSize: 15 }}
          sorting={{ mode: 'client' }}
          filter={{ mode: 'client' }}
          loading={aggregates.isPending}
          fetching={aggregates.isFetching && !aggregates.isPending}
          error={aggregates.error}
          onRetry={() => void aggregates.refetch()}
          empty={<EmptyState size="sm" title="No published figures for this period." />}
        />
      </Stack>
      <HowMadeDrawer
        row={open}
        period={aggregates.data?.period ?? null}
        funds={aggregates.data?.funds ?? []}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}

/** /data-analysis for a portfolio company: its own published figures with their change, and its open tasks. */
export function CompanyFigures({
  companyId,
  search,
  onSearch,
}: {
  companyId: number;
  search: DataAnalysisSearch;
  onSearch: (next: DataAnalysisSearch) => void;
}) {
  const values = useCompanyValues(companyId, search.period ?? null);
  const data = values.data;
  const headline = HEADLINE_METRICS.map((code) => data?.values.find((v) => v.metricCode === code)).filter(
    (v): v is CompanyValue => v !== undefined,
  );
  const columns = [
    valueColumn.accessor((v) => v.name ?? v.metricCode, {
      id: 'metric',
      header: 'Metric',
      meta: { rowHeader: true, alwaysVisible: true, width: '36%' },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.original.name ?? row.original.metricCode}
          </Text>
        </Stack>
      ),
    }),
    valueColumn.accessor((v) => valueText(v.value, v.unit), {
      id: 'value',
      header: data?.period ?? 'Value',
      meta: { label: 'Value', align: 'right' },
    }),
    valueColumn.accessor((v) => (v.previous ? valueText(v.previous.value, v.unit) : '—'), {
      id: 'previous',
      header: data?.previousPeriod ?? 'Previous',
      meta: { label: 'Previous', align: 'right' },
    }),
    valueColumn.accessor((v) => v.change.relative, {
      id: 'change',
      header: 'Change',
      meta: { label: 'Change', align: 'right' },
      cell: ({ row }) => signedPct(row.original.change.relative),
    }),
    valueColumn.display({
      id: 'quality',
      header: 'Quality',
      meta: { label: 'Quality' },
      cell: ({ row }) =>
        row.original.quality ? <StatusBadge set="valueQuality" code={row.original.quality} /> : '—',
    }),
    valueColumn.accessor(
      (v) => `${standardName(v.source.standardId)} · publication ${v.source.publicationNumber}`,
      {
        id: 'source',
        header: 'Source',
        meta: { label: 'Source' },
      },
    ),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Data Analysis"
        description={`${data?.name ?? 'Your company'}: your published figures and what is still open.`}
        secondaryActions={
          <Select
            label="Period"
            aria-label="Period"
            w={130}
            data={periodOptions(data?.periods ?? [], search.period)}
            value={search.period ?? ''}
            onChange={(v) => onSearch({ period: v || undefined })}
            allowDeselect={false}
          />
        }
      />
      {headline.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {headline.map((v) => (
            <StatCard
              key={v.metricCode}
              label={v.name ?? v.metricCode}
              value={valueText(v.value, v.unit)}
              tone={changeTone(v.change.relative)}
              hint={
                v.previous
                  ? `vs ${v.previous.period}: ${signedPct(v.change.relative)}`
                  : 'first period published'
              }
            />
          ))}
        </SimpleGrid>
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h3">
          Open tasks
        </Title>
        {data && data.openResponses.length === 0 ? (
          <Text c="dimmed">No response is waiting for you.</Text>
        ) : (
          <Group gap="sm">
            {(data?.openResponses ?? []).map((r) => (
              <Group key={r.responseId} gap={6}>
                <Text size="sm" fw={600}>
                  {standardName(r.standardId)} {r.period}
                </Text>
                <StatusBadge set="responseStatus" code={r.status} />
                {r.dueDate ? (
                  <Text size="sm" c="dimmed">
                    due {r.dueDate}
                  </Text>
                ) : null}
              </Group>
            ))}
          </Group>
        )}
      </Stack>
      <DataTable
        label="Published figures"
        itemName={['metric', 'metrics']}
        columns={columns}
        data={data?.values}
        getRowId={(v) => v.metricCode}
        paging={{ mode: 'client', pageSize: 20 }}
        sorting={{ mode: 'client' }}
        filter={{ mode: 'client' }}
        loading={values.isPending}
        error={values.error}
        onRetry={() => void values.refetch()}
        empty={
          <EmptyState
            size="sm"
            title="Nothing published yet."
            description="Your figures appear here once a response is published."
          />
        }
      />
    </Stack>
  );
}
