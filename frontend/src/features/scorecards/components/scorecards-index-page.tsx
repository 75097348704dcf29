import { Suspense, lazy } from 'react';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { PortfolioScorecardRow } from '@esg/contracts/scorecards';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink, ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { ToneBadge } from '@/components/ui/status-badge';
import { usePortfolioScorecards } from '../api/portfolio-scorecards';
import { PeriodNote, ScorecardControls, useScorecardViewer, type ScorecardPageProps } from './controls';
import { GRADE_TONES, num, pct } from './format';

// The chart (visx) loads on its own, after the page: the route's first download stays in its budget.
const GradeDistribution = lazy(() =>
  import('./scorecard-charts').then((m) => ({ default: m.GradeDistribution })),
);

const column = createColumnHelper<PortfolioScorecardRow>();
const GRADES = ['Excellent', 'Good', 'Average', 'Weak'] as const;

const LINKS = [
  {
    title: 'ESG Scorecard',
    text: 'One company: overall score and grade, pillar scores and every KPI with how it was scored.',
    to: '/ESG-Scorecard',
  },
  {
    title: 'Diversity',
    text: 'Women on boards, in the C-suite and in the workforce, and the gender pay gap, with their trends.',
    to: '/scorecards/diversityMetrics',
  },
  {
    title: 'SFDR scorecard',
    text: 'The principal adverse impact indicators of your PAI statement against the year before.',
    to: '/scorecards/sfdrReport',
  },
  {
    title: 'PCAF scorecard',
    text: 'Financed emissions of your funds on a quarter end: attribution per position and the data-quality mix.',
    to: '/scorecards/pcaf',
  },
  {
    title: 'Methodology',
    text: 'Which metrics each scorecard reads, how each KPI scores, the weights and the grade bands.',
    to: '/scorecard-methodology',
  },
] as const;

/** /scorecards: the portfolio's ESG scorecards at a glance, and the way to each scorecard. */
export function ScorecardsIndexPage({ search, onSearch }: ScorecardPageProps) {
  const { companyId } = useScorecardViewer();
  const q = usePortfolioScorecards(companyId, search.period ?? null, search.fundId ?? null);
  const d = q.data;
  const columns = [
    column.accessor((c) => c.name ?? `Company ${c.companyId}`, {
      id: 'company',
      header: 'Company',
      meta: { rowHeader: true, alwaysVisible: true, width: '26%' },
      cell: ({ row }) => (
        <AnchorLink
          to="/ESG-Scorecard"
          search={{ companyId: row.original.companyId, period: d?.period ?? undefined }}
          fw={600}
        >
          {row.original.name ?? `Company ${row.original.companyId}`}
        </AnchorLink>
      ),
    }),
    column.accessor('overall', {
      header: 'Overall',
      meta: { label: 'Overall', align: 'right' },
      cell: ({ row }) => (row.original.overall === null ? '—' : `${row.original.overall} / 100`),
    }),
    column.accessor('grade', {
      header: 'Grade',
      meta: { label: 'Grade' },
      cell: ({ row }) =>
        row.original.grade ? (
          <ToneBadge tone={GRADE_TONES[row.original.grade]}>{row.original.grade}</ToneBadge>
        ) : (
          <Text size="sm" c="dimmed">
            Not graded
          </Text>
        ),
    }),
    ...(['environment', 'social', 'governance'] as const).map((id) =>
      column.accessor((c) => c.pillars.find((p) => p.id === id)?.score ?? null, {
        id,
        header: id[0].toUpperCase() + id.slice(1),
        meta: { label: id[0].toUpperCase() + id.slice(1), align: 'right' as const },
        cell: ({ getValue }) => num(getValue()),
      }),
    ),
    column.accessor((c) => c.diversity?.board.share ?? null, {
      id: 'board',
      header: 'Women on board',
      meta: { label: 'Women on board', align: 'right' },
      cell: ({ getValue }) => pct(getValue()),
    }),
    column.accessor((c) => c.coverage.scored, {
      id: 'coverage',
      header: 'KPIs scored',
      meta: { label: 'KPIs scored', align: 'right' },
      cell: ({ row }) => `${row.original.coverage.scored} / ${row.original.coverage.total}`,
    }),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Scorecards"
        description={`${d?.scopeName ?? 'Your portfolio'}: each company's ESG scorecard for the period, graded with the bands 0–25 Weak, 26–50 Average, 51–75 Good, otherwise Excellent.`}
        secondaryActions={
          <ScorecardControls
            search={search}
            onSearch={onSearch}
            periods={d?.periods ?? []}
            suggested={d?.period ?? null}
            funds={d?.funds ?? []}
          />
        }
      />
      <PeriodNote note={d?.periodNote} chosen={search.period} />
      <SimpleGrid cols={{ base: 2, lg: 5 }}>
        {GRADES.map((g) => (
          <StatCard
            key={g}
            label={g}
            value={d ? (d.grades[g] ?? 0) : '—'}
            tone={GRADE_TONES[g]}
            hint="companies"
          />
        ))}
        <StatCard
          label="Not graded"
          value={d ? (d.grades['Not graded'] ?? 0) : '—'}
          hint="a pillar without data"
        />
      </SimpleGrid>
      <Suspense fallback={<Skeleton h={230} radius="lg" />}>
        <GradeDistribution grades={d?.grades ?? null} period={d?.period ?? null} loading={q.isPending} />
      </Suspense>
      <DataTable
        label={`ESG scorecards · ${d?.period ?? ''}`}
        itemName={['company', 'companies']}
        data={d?.companies ?? []}
        columns={columns}
        getRowId={(c) => String(c.companyId)}
        loading={q.isPending}
        fetching={q.isFetching && !q.isPending}
        error={q.error}
        onRetry={() => void q.refetch()}
        paging={{ mode: 'none' }}
        sorting={{ mode: 'client', initial: [{ id: 'overall', desc: true }] }}
        empty={<EmptyState title="No portfolio companies yet." />}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {LINKS.map((l) => (
          <Paper key={l.to} withBorder p="md" radius="lg" component="section" aria-label={l.title}>
            <Stack gap="xs" align="flex-start">
              <Title order={2} size="h4">
                {l.title}
              </Title>
              <Text size="sm" c="dimmed">
                {l.text}
              </Text>
              <ButtonLink to={l.to} variant="default" size="xs">
                Open {l.title}
              </ButtonLink>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
