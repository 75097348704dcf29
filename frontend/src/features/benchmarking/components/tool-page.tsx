import { useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { BenchmarkRow } from '@esg/contracts/benchmark';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useCompanyBenchmark } from '../api/company-benchmark';
import { usePortfolioBenchmark } from '../api/portfolio-benchmark';
import { BenchmarkControls, PeriodNote, useBenchmarkViewer, type BenchmarkPageProps } from './controls';
import { BenchmarkDetailDrawer, type BenchmarkDetail } from './detail-drawer';
import { percentileText, withUnit } from './format';

const column = createColumnHelper<BenchmarkRow>();

/**
 * /benchmarking-tool: one portfolio company, every metric it published, against industry peers and the
 * rest of the portfolio side by side; each row opens how it was made.
 */
export function BenchmarkingToolPage({ search, onSearch }: BenchmarkPageProps) {
  const { companyId } = useBenchmarkViewer();
  const portfolio = usePortfolioBenchmark(companyId, { period: search.period, fundId: search.fundId });
  const companies = portfolio.data?.companies ?? [];
  const chosen = search.companyId ?? companies[0]?.companyId ?? null;
  // The company's benchmarks in the portfolio's period (the suggested one when none is chosen).
  const period = search.period ?? portfolio.data?.period ?? undefined;
  const q = useCompanyBenchmark(portfolio.data ? chosen : null, {
    period,
    size: search.size,
    fundId: search.fundId,
  });
  const d = q.data;
  const [open, setOpen] = useState<BenchmarkDetail | null>(null);
  const columns = [
    column.accessor((r) => r.name ?? r.metricCode, {
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
              title: `${d?.name ?? ''} · ${row.original.name ?? row.original.metricCode}`,
              subject: d?.name ?? 'The company',
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
    column.accessor('value', {
      header: 'Value',
      meta: { label: 'Value', align: 'right' },
      cell: ({ row }) => withUnit(row.original.value, row.original.unit),
    }),
    column.accessor((r) => r.industry.statistics?.median ?? null, {
      id: 'industryMedian',
      header: 'Industry median',
      meta: { label: 'Industry median', align: 'right' },
      cell: ({ row }) =>
        row.original.industry.statistics ? (
          <Stack gap={0} align="flex-end">
            <span>{withUnit(row.original.industry.statistics.median, row.original.unit)}</span>
            <Text size="xs" c="dimmed">
              {row.original.industry.label}
              {row.original.industry.widened ? ' (widened)' : ''}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Too few peers
          </Text>
        ),
    }),
    column.accessor((r) => r.industry.statistics?.percentile ?? null, {
      id: 'industryPosition',
      header: 'Industry position',
      meta: { label: 'Industry position', align: 'right' },
      cell: ({ row }) => percentileText(row.original.industry.statistics?.percentile),
    }),
    column.accessor((r) => r.internal?.statistics.median ?? null, {
      id: 'portfolioMedian',
      header: 'Portfolio median',
      meta: { label: 'Portfolio median', align: 'right' },
      cell: ({ row }) => withUnit(row.original.internal?.statistics.median, row.original.unit),
    }),
    column.accessor((r) => r.internal?.statistics.percentile ?? null, {
      id: 'portfolioPosition',
      header: 'Portfolio position',
      meta: { label: 'Portfolio position', align: 'right' },
      cell: ({ row }) => percentileText(row.original.internal?.statistics.percentile),
    }),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Benchmarking Tool"
        description="Choose a portfolio company: every metric it published, against industry peers (anonymous groups) and against the rest of your portfolio."
        secondaryActions={
          <BenchmarkControls
            search={{ ...search, companyId: chosen ?? undefined }}
            onSearch={onSearch}
            periods={portfolio.data?.periods ?? []}
            funds={portfolio.data?.funds ?? []}
            companies={companies}
            suggested={portfolio.data?.period ?? null}
          />
        }
      />
      <PeriodNote note={portfolio.data?.periodNote} chosen={search.period} />
      {d?.internalNote ? (
        <Text size="sm" c="dimmed">
          {d.internalNote}
        </Text>
      ) : null}
      <DataTable
        label={`${d?.name ?? 'Company'} · benchmarks · ${d?.period ?? ''}`}
        itemName={['metric', 'metrics']}
        data={chosen === null ? [] : (d?.rows ?? [])}
        columns={columns}
        getRowId={(r) => r.metricCode}
        loading={portfolio.isPending || (chosen !== null && q.isPending)}
        fetching={q.isFetching && !q.isPending}
        error={portfolio.error ?? q.error}
        onRetry={() => void q.refetch()}
        paging={{ mode: 'client', pageSize: 20 }}
        filter={{ mode: 'client', placeholder: 'Find a metric' }}
        empty={
          <EmptyState
            title={chosen === null ? 'No portfolio companies yet.' : 'Nothing published for this period.'}
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
