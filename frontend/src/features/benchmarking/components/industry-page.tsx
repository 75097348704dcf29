import { useState } from 'react';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { BenchmarkRow, PortfolioBenchmarkCompany } from '@esg/contracts/benchmark';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useCompanyBenchmark } from '../api/company-benchmark';
import { usePortfolioBenchmark } from '../api/portfolio-benchmark';
import { BenchmarkControls, PeriodNote, useBenchmarkViewer, type BenchmarkPageProps } from './controls';
import { BenchmarkDetailDrawer, type BenchmarkDetail } from './detail-drawer';
import { percentileText, withUnit } from './format';
import { QuartileStrip } from './quartile-strip';

const companyColumn = createColumnHelper<PortfolioBenchmarkCompany>();
const rowColumn = createColumnHelper<BenchmarkRow>();

function GroupCell({ industry }: { industry: BenchmarkRow['industry'] }) {
  return industry.label === null ? (
    <Text size="sm" c="dimmed">
      Too few peers to show anonymously
    </Text>
  ) : (
    <Stack gap={2}>
      <Text size="sm">{industry.label}</Text>
      {industry.widened ? (
        <Badge size="xs" variant="light" color="yellow">
          Widened
        </Badge>
      ) : null}
    </Stack>
  );
}

/** /industry-benchmarking for an investor: every portfolio company against its industry peers. */
function PortfolioIndustry({ companyId, search, onSearch }: BenchmarkPageProps & { companyId: number }) {
  const q = usePortfolioBenchmark(companyId, {
    metric: search.metric,
    period: search.period,
    fundId: search.fundId,
    size: search.size,
  });
  const d = q.data;
  const unit = d?.metric?.unit ?? '';
  const [open, setOpen] = useState<BenchmarkDetail | null>(null);
  const columns = [
    companyColumn.accessor((c) => c.name ?? `Company ${c.companyId}`, {
      id: 'company',
      header: 'Company',
      meta: { rowHeader: true, alwaysVisible: true, width: '20%' },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Anchor
            component="button"
            type="button"
            ta="left"
            fw={600}
            onClick={() =>
              setOpen({
                title: `${row.original.name ?? row.original.companyId} · ${d?.metric?.name ?? ''}`,
                subject: row.original.name ?? `Company ${row.original.companyId}`,
                metricCode: d?.metric?.code ?? '',
                value: row.original.value,
                unit,
                profile: row.original.profile,
                industry: row.original.industry,
                internal: null,
                period: d?.period ?? null,
              })
            }
          >
            {row.original.name ?? `Company ${row.original.companyId}`}
          </Anchor>
          <Text size="xs" c="dimmed">
            {[
              row.original.profile.sectionLabel,
              row.original.profile.countryName,
              row.original.profile.sizeBand,
            ]
              .filter(Boolean)
              .join(' · ') || 'No published profile'}
          </Text>
        </Stack>
      ),
    }),
    companyColumn.accessor('value', {
      header: 'Value',
      meta: { label: 'Value', align: 'right' },
      cell: ({ row }) => withUnit(row.original.value, unit),
    }),
    companyColumn.display({
      id: 'group',
      header: 'Peer group',
      meta: { label: 'Peer group', width: '22%' },
      cell: ({ row }) => <GroupCell industry={row.original.industry} />,
    }),
    companyColumn.accessor((c) => c.industry.statistics?.peers ?? null, {
      id: 'peers',
      header: 'Peers',
      meta: { label: 'Peers', align: 'right' },
      cell: ({ row }) => row.original.industry.statistics?.peers ?? '—',
    }),
    companyColumn.accessor((c) => c.industry.statistics?.median ?? null, {
      id: 'median',
      header: 'Peer median',
      meta: { label: 'Peer median', align: 'right' },
      cell: ({ row }) => withUnit(row.original.industry.statistics?.median, unit),
    }),
    companyColumn.display({
      id: 'strip',
      header: 'Quartiles',
      meta: { label: 'Quartiles', width: '22%' },
      cell: ({ row }) =>
        row.original.industry.statistics ? (
          <QuartileStrip
            statistics={row.original.industry.statistics}
            value={row.original.value}
            unit={unit}
            label={row.original.name ?? 'the company'}
            height={44}
          />
        ) : (
          '—'
        ),
    }),
    companyColumn.accessor((c) => c.industry.statistics?.percentile ?? null, {
      id: 'position',
      header: 'Position',
      meta: { label: 'Position', align: 'right' },
      cell: ({ row }) => percentileText(row.original.industry.statistics?.percentile),
    }),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Industry Benchmarking"
        description="Each portfolio company against companies of other investors in its NACE sector, country and size band. A group is used only when at least 5 companies from at least 3 investors contribute and none weighs more than 25 %; otherwise it widens, and the table says so."
        secondaryActions={
          <BenchmarkControls
            search={{ ...search, metric: search.metric ?? d?.metric?.code }}
            onSearch={onSearch}
            periods={d?.periods ?? []}
            metrics={d?.metrics ?? []}
            funds={d?.funds ?? []}
            suggested={d?.period ?? null}
          />
        }
      />
      <PeriodNote note={d?.periodNote} chosen={search.period} />
      <DataTable
        label={`Industry benchmarks · ${d?.metric?.name ?? ''} · ${d?.period ?? ''}`}
        itemName={['company', 'companies']}
        data={d?.companies ?? []}
        columns={columns}
        getRowId={(c) => String(c.companyId)}
        loading={q.isPending}
        fetching={q.isFetching && !q.isPending}
        error={q.error}
        onRetry={() => void q.refetch()}
        paging={{ mode: 'none' }}
        empty={
          <EmptyState
            title="No published values yet."
            description="Benchmarks appear once companies publish data."
          />
        }
      />
      <BenchmarkDetailDrawer
        detail={open}
        formulas={d?.formulas ?? {}}
        referenceData={d?.referenceData ?? []}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}

/** /industry-benchmarking for a company: each of its metrics against its industry peers. */
function CompanyIndustry({ companyId, search, onSearch }: BenchmarkPageProps & { companyId: number }) {
  const q = useCompanyBenchmark(companyId, { period: search.period, size: search.size });
  const d = q.data;
  const [open, setOpen] = useState<BenchmarkDetail | null>(null);
  const columns = [
    rowColumn.accessor((r) => r.name ?? r.metricCode, {
      id: 'metric',
      header: 'Metric',
      meta: { rowHeader: true, alwaysVisible: true, width: '26%' },
      cell: ({ row }) => (
        <Anchor
          component="button"
          type="button"
          ta="left"
          fw={600}
          onClick={() =>
            setOpen({
              title: row.original.name ?? row.original.metricCode,
              subject: d?.name ?? 'Your company',
              metricCode: row.original.metricCode,
              value: row.original.value,
              unit: row.original.unit,
              profile: d!.profile,
              industry: row.original.industry,
              internal: row.original.internal,
              period: d?.period ?? null,
            })
          }
        >
          {row.original.name ?? row.original.metricCode}
        </Anchor>
      ),
    }),
    rowColumn.accessor('value', {
      header: 'Value',
      meta: { label: 'Value', align: 'right' },
      cell: ({ row }) => withUnit(row.original.value, row.original.unit),
    }),
    rowColumn.display({
      id: 'group',
      header: 'Peer group',
      meta: { label: 'Peer group', width: '24%' },
      cell: ({ row }) => <GroupCell industry={row.original.industry} />,
    }),
    rowColumn.accessor((r) => r.industry.statistics?.median ?? null, {
      id: 'median',
      header: 'Peer median',
      meta: { label: 'Peer median', align: 'right' },
      cell: ({ row }) => withUnit(row.original.industry.statistics?.median, row.original.unit),
    }),
    rowColumn.accessor((r) => r.industry.statistics?.percentile ?? null, {
      id: 'position',
      header: 'Position',
      meta: { label: 'Position', align: 'right' },
      cell: ({ row }) => percentileText(row.original.industry.statistics?.percentile),
    }),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Industry Benchmarking"
        description={`${d?.name ?? 'Your company'} against companies of its NACE sector, country and size band (${[d?.profile.sectionLabel, d?.profile.countryName, d?.profile.sizeBand].filter(Boolean).join(', ') || 'no published profile'}).`}
        secondaryActions={
          <BenchmarkControls search={search} onSearch={onSearch} periods={d?.periods ?? []} />
        }
      />
      <DataTable
        label={`Industry benchmarks · ${d?.period ?? ''}`}
        itemName={['metric', 'metrics']}
        data={d?.rows ?? []}
        columns={columns}
        getRowId={(r) => r.metricCode}
        loading={q.isPending}
        fetching={q.isFetching && !q.isPending}
        error={q.error}
        onRetry={() => void q.refetch()}
        paging={{ mode: 'client', pageSize: 20 }}
        empty={
          <EmptyState
            title="No published values yet."
            description="Benchmarks appear once your data is published."
          />
        }
      />
      <BenchmarkDetailDrawer
        detail={open}
        formulas={d?.formulas ?? {}}
        referenceData={d?.referenceData ?? []}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}

export function IndustryBenchmarkingPage(props: BenchmarkPageProps) {
  const { companyId, investor } = useBenchmarkViewer();
  return investor ? (
    <PortfolioIndustry companyId={companyId} {...props} />
  ) : (
    <CompanyIndustry companyId={companyId} {...props} />
  );
}
