import { Paper, Stack, Text, Title } from '@mantine/core';
import { Group as SvgGroup } from '@visx/group';
import { Bar, Line } from '@visx/shape';
import { ParentSize } from '@visx/responsive';
import { createColumnHelper } from '@tanstack/react-table';
import type { PortfolioBenchmark, PortfolioBenchmarkCompany } from '@esg/contracts/benchmark';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { TONES } from '@/components/ui/tones';
import { usePortfolioBenchmark } from '../api/portfolio-benchmark';
import { BenchmarkControls, PeriodNote, useBenchmarkViewer, type BenchmarkPageProps } from './controls';
import { num, percentileText, withUnit } from './format';

const column = createColumnHelper<PortfolioBenchmarkCompany>();

/** Which quarter of the portfolio a value falls in, from the portfolio's quartiles. */
function quarterOf(value: number | null, d: PortfolioBenchmark): string {
  const s = d.portfolio;
  if (value === null || !s || s.q1 === null || s.median === null || s.q3 === null) return '—';
  if (value <= s.q1) return 'Bottom quarter';
  if (value <= s.median) return 'Second quarter';
  if (value <= s.q3) return 'Third quarter';
  return 'Top quarter';
}

/** The portfolio's values as bars, largest first, with the portfolio median as a line (visx). */
function PortfolioBars({ d }: { d: PortfolioBenchmark }) {
  const rows = d.companies.filter((c) => c.value !== null).sort((a, b) => b.value! - a.value!);
  const unit = d.metric?.unit ?? '';
  const bar = 24;
  const height = Math.max(60, rows.length * (bar + 10));
  const max = Math.max(0, ...rows.map((r) => r.value!));
  const median = d.portfolio?.median ?? null;
  return (
    <Paper withBorder p="md" radius="lg" component="figure" m={0} aria-label="Portfolio values">
      <Title order={2} size="h3" mb={4}>
        {d.metric?.name ?? d.metric?.code} across {d.scopeName ?? 'the portfolio'}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The line is the portfolio median ({withUnit(median, unit)}).
      </Text>
      {rows.length === 0 ? (
        <EmptyState size="sm" title="No company of the portfolio published this metric." />
      ) : (
        <div
          role="img"
          aria-label={rows.map((r) => `${r.name}: ${withUnit(r.value, unit)}`).join('; ')}
          style={{ height }}
        >
          <ParentSize debounceTime={50}>
            {({ width }) => {
              if (width <= 0) return null;
              const labelWidth = Math.min(200, width * 0.4);
              const plot = Math.max(10, width - labelWidth - 90);
              const x = (v: number) => labelWidth + (max > 0 ? (plot * Math.max(0, v)) / max : 0);
              return (
                <svg width={width} height={height} aria-hidden>
                  {rows.map((r, i) => (
                    <SvgGroup key={r.companyId} top={i * (bar + 10)}>
                      <text x={0} y={bar / 2 + 5} fontSize={13} fill="#3b4540">
                        {(r.name ?? `Company ${r.companyId}`).slice(0, Math.floor(labelWidth / 7.5))}
                      </text>
                      <Bar
                        x={labelWidth}
                        y={0}
                        width={x(r.value!) - labelWidth}
                        height={bar}
                        rx={4}
                        fill={TONES.brand.solid}
                      />
                      <text x={x(r.value!) + 6} y={bar / 2 + 5} fontSize={12} fill="#3b4540">
                        {num(r.value)}
                      </text>
                    </SvgGroup>
                  ))}
                  {median !== null ? (
                    <Line
                      from={{ x: x(median), y: 0 }}
                      to={{ x: x(median), y: height }}
                      stroke={TONES.warning.solid}
                      strokeWidth={2}
                      strokeDasharray="4 3"
                    />
                  ) : null}
                </svg>
              );
            }}
          </ParentSize>
        </div>
      )}
    </Paper>
  );
}

function PortfolioInternal({ companyId, search, onSearch }: BenchmarkPageProps & { companyId: number }) {
  const q = usePortfolioBenchmark(companyId, {
    metric: search.metric,
    period: search.period,
    fundId: search.fundId,
  });
  const d = q.data;
  const unit = d?.metric?.unit ?? '';
  const columns = [
    column.accessor((c) => c.name ?? `Company ${c.companyId}`, {
      id: 'company',
      header: 'Company',
      meta: { rowHeader: true, alwaysVisible: true, width: '30%' },
    }),
    column.accessor('value', {
      header: 'Value',
      meta: { label: 'Value', align: 'right' },
      cell: ({ row }) => withUnit(row.original.value, unit),
    }),
    column.accessor('internalPercentile', {
      header: 'Position in portfolio',
      meta: { label: 'Position in portfolio', align: 'right' },
      cell: ({ row }) => percentileText(row.original.internalPercentile),
    }),
    column.display({
      id: 'quarter',
      header: 'Quarter',
      meta: { label: 'Quarter' },
      cell: ({ row }) => (d ? quarterOf(row.original.value, d) : '—'),
    }),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Internal Benchmarking"
        description="Each company against the rest of your own portfolio (or one fund). These are your companies' figures, so no anonymity rule applies; the position is among the others, the company itself excluded."
        secondaryActions={
          <BenchmarkControls
            search={{ ...search, metric: search.metric ?? d?.metric?.code }}
            onSearch={onSearch}
            periods={d?.periods ?? []}
            metrics={d?.metrics ?? []}
            funds={d?.funds ?? []}
            withSize={false}
            suggested={d?.period ?? null}
          />
        }
      />
      <PeriodNote note={d?.periodNote} chosen={search.period} />
      {d ? <PortfolioBars d={d} /> : null}
      <DataTable
        label={`Internal benchmarks · ${d?.metric?.name ?? ''} · ${d?.period ?? ''}`}
        itemName={['company', 'companies']}
        data={d?.companies ?? []}
        columns={columns}
        getRowId={(c) => String(c.companyId)}
        loading={q.isPending}
        fetching={q.isFetching && !q.isPending}
        error={q.error}
        onRetry={() => void q.refetch()}
        paging={{ mode: 'none' }}
        sorting={{ mode: 'client', initial: [{ id: 'value', desc: true }] }}
        empty={<EmptyState title="No portfolio companies yet." />}
      />
      {d ? (
        <Text size="xs" c="dimmed">
          {d.formulas.percentile} · {d.formulas.quartiles}
        </Text>
      ) : null}
    </Stack>
  );
}

export function InternalBenchmarkingPage(props: BenchmarkPageProps) {
  const { companyId, investor } = useBenchmarkViewer();
  if (investor) return <PortfolioInternal companyId={companyId} {...props} />;
  return (
    <Stack gap="lg">
      <PageHeader title="Internal Benchmarking" />
      <EmptyState
        title="Internal benchmarks are for your investor's team."
        description="They compare the companies of an investor's portfolio with each other. Industry benchmarking compares your company with its peers without showing anyone's figures."
      />
    </Stack>
  );
}
