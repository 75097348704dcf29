import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2, IconChartDots3, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatCard } from '@/components/ui/stat-card';
import { useCompanyBenchmark } from '../api/company-benchmark';
import { usePortfolioBenchmark } from '../api/portfolio-benchmark';
import { BenchmarkControls, PeriodNote, useBenchmarkViewer, type BenchmarkPageProps } from './controls';
import { percentileText, withUnit } from './format';
import { WorldMap } from './world-map';

function Destinations({ investor }: { investor: boolean }) {
  const card = (
    title: string,
    text: string,
    to: '/industry-benchmarking' | '/internal-benchmarking' | '/benchmarking-tool',
    icon: ReactNode,
    label: string,
  ) => (
    <Paper withBorder p="md" radius="lg" component="section" aria-label={title}>
      <Stack gap="xs" align="flex-start">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        <ButtonLink to={to} variant="default" size="xs">
          {label}
        </ButtonLink>
      </Stack>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: investor ? 3 : 1 }}>
      {card(
        'Industry benchmarking',
        'Each company against peers of its NACE sector, country and size band, shown only when the group is large enough to stay anonymous.',
        '/industry-benchmarking',
        <IconBuildingFactory2 size={22} aria-hidden />,
        'Open industry benchmarks',
      )}
      {investor
        ? card(
            'Internal benchmarking',
            "Each company against the rest of the investor's own portfolio or one of its funds.",
            '/internal-benchmarking',
            <IconUsersGroup size={22} aria-hidden />,
            'Open internal benchmarks',
          )
        : null}
      {investor
        ? card(
            'Benchmarking tool',
            'One company, every metric: its position among industry peers and within the portfolio.',
            '/benchmarking-tool',
            <IconChartDots3 size={22} aria-hidden />,
            'Open the tool',
          )
        : null}
    </SimpleGrid>
  );
}

/** /benchmarking for an investor: the portfolio on the map against the benchmark companies. */
function PortfolioMap({ companyId, search, onSearch }: BenchmarkPageProps & { companyId: number }) {
  const q = usePortfolioBenchmark(companyId, {
    metric: search.metric,
    period: search.period,
    fundId: search.fundId,
    size: search.size,
  });
  const d = q.data;
  const unit = d?.metric?.unit ?? '';
  const withValue = d?.companies.filter((c) => c.value !== null) ?? [];
  const benchmarked = withValue.filter((c) => c.industry.statistics !== null);
  const widened = benchmarked.filter((c) => c.industry.widened);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Benchmarking"
        description={`${d?.scopeName ?? 'Your portfolio'} against companies of other investors: where each company stands on the map and among its peers.`}
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
      {q.error ? <QueryError error={q.error} onRetry={() => void q.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatCard
          label="Companies with a value"
          value={d ? `${withValue.length} / ${d.companies.length}` : '—'}
          hint={d?.period ? `Period ${d.period}` : 'No published period yet'}
        />
        <StatCard
          label="Portfolio median"
          value={withUnit(d?.portfolio?.median, unit)}
          hint={
            d?.portfolio ? `Q1 ${withUnit(d.portfolio.q1, unit)} · Q3 ${withUnit(d.portfolio.q3, unit)}` : '—'
          }
        />
        <StatCard
          label="Benchmarked against industry peers"
          value={`${benchmarked.length} / ${withValue.length}`}
          hint={widened.length ? `${widened.length} with a widened peer group` : 'No group widened'}
          tone={benchmarked.length ? 'brand' : 'neutral'}
        />
        <StatCard
          label="Median industry position"
          value={percentileText(
            benchmarked.length
              ? [...benchmarked.map((c) => c.industry.statistics!.percentile ?? 0)].sort((a, b) => a - b)[
                  Math.floor((benchmarked.length - 1) / 2)
                ]
              : null,
          )}
          hint="P50 = as many peers below as above"
        />
      </SimpleGrid>
      <WorldMap
        points={d?.map.points ?? []}
        notes={d?.map.notes ?? []}
        metricLabel={d?.metric?.name ?? d?.metric?.code ?? 'Metric'}
        unit={unit}
        loading={q.isPending}
      />
      <Destinations investor />
    </Stack>
  );
}

/** /benchmarking for a portfolio company: itself on the map against the anonymous benchmark groups. */
function CompanyMap({ companyId, search, onSearch }: BenchmarkPageProps & { companyId: number }) {
  const all = useCompanyBenchmark(companyId, { period: search.period, size: search.size });
  const metric =
    search.metric ??
    all.data?.rows.find((r) => r.metricCode === 'ghg.scope1')?.metricCode ??
    all.data?.rows[0]?.metricCode;
  const one = useCompanyBenchmark(metric ? companyId : null, {
    metric,
    period: search.period,
    size: search.size,
  });
  const row = one.data?.rows[0];
  const unit = row?.unit ?? '';
  return (
    <Stack gap="lg">
      <PageHeader
        title="Benchmarking"
        description={`${all.data?.name ?? 'Your company'} against companies of the same industry, country and size.`}
        secondaryActions={
          <BenchmarkControls
            search={{ ...search, metric }}
            onSearch={onSearch}
            periods={all.data?.periods ?? []}
            metrics={(all.data?.rows ?? []).map((r) => ({ code: r.metricCode, name: r.name, unit: r.unit }))}
          />
        }
      />
      {all.error ? <QueryError error={all.error} onRetry={() => void all.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label="Your value" value={withUnit(row?.value, unit)} hint={one.data?.period ?? '—'} />
        <StatCard
          label="Peer median"
          value={withUnit(row?.industry.statistics?.median, unit)}
          hint={row?.industry.label ?? 'Too few peers to show anonymously'}
        />
        <StatCard
          label="Your position"
          value={percentileText(row?.industry.statistics?.percentile)}
          hint={
            !row?.industry.statistics
              ? 'Too few peers to show anonymously'
              : row.industry.widened
                ? 'Peer group widened'
                : 'Among industry peers'
          }
          tone={row?.industry.statistics ? 'brand' : 'neutral'}
        />
      </SimpleGrid>
      <WorldMap
        points={one.data?.map?.points ?? []}
        notes={one.data?.map?.notes ?? []}
        metricLabel={row?.name ?? metric ?? 'Metric'}
        unit={unit}
        loading={all.isPending || (metric !== undefined && one.isPending)}
      />
      <Destinations investor={false} />
    </Stack>
  );
}

export function BenchmarkingPage(props: BenchmarkPageProps) {
  const { companyId, investor } = useBenchmarkViewer();
  return investor ? (
    <PortfolioMap companyId={companyId} {...props} />
  ) : (
    <CompanyMap companyId={companyId} {...props} />
  );
}
