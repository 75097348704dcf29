import { Box, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { LinePath } from '@visx/shape';
import { ParentSize } from '@visx/responsive';
import { createColumnHelper } from '@tanstack/react-table';
import type { DiversityPeriodView, PortfolioScorecardRow } from '@esg/contracts/scorecards';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { TONES } from '@/components/ui/tones';
import { useCompanyScorecard } from '../api/company-scorecard';
import { usePortfolioScorecards } from '../api/portfolio-scorecards';
import { ScorecardControls, useScorecardViewer, type ScorecardPageProps } from './controls';
import { num, pct, pp } from './format';

const column = createColumnHelper<PortfolioScorecardRow>();

const SERIES = [
  { key: 'board', label: 'Board', colour: TONES.brand.solid },
  { key: 'csuite', label: 'C-suite', colour: TONES.info.solid },
  { key: 'workforce', label: 'Workforce', colour: TONES.warning.solid },
] as const;

/** Shares of women over the periods (visx lines, 0–100 %), with the figures as a table. */
/** The label of each share's column, on a phone's card too. */
const DIVERSITY_LABELS = { board: 'Board', csuite: 'C-suite', workforce: 'Workforce' } as const;

function DiversityTrend({ name, trend }: { name: string; trend: DiversityPeriodView[] }) {
  const height = 240;
  return (
    <Paper withBorder p="md" radius="lg" component="figure" m={0} aria-label={`Diversity trend of ${name}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          {name}: share of women over time
        </Title>
        <Group gap="md" aria-label="Legend">
          {SERIES.map((s) => (
            <Group key={s.key} gap={6} wrap="nowrap">
              <Box w={14} h={4} style={{ background: s.colour }} aria-hidden />
              <Text size="sm">{s.label}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      {trend.length === 0 ? (
        <EmptyState size="sm" title="No published values yet." />
      ) : (
        <Box
          h={height}
          role="img"
          aria-label={`Share of women on the board, in the C-suite and in the workforce of ${name}, ${trend.map((t) => t.period).join(', ')}`}
        >
          <ParentSize debounceTime={50}>
            {({ width }) => {
              if (width <= 0) return null;
              const left = 40;
              const x = (i: number) =>
                left +
                (trend.length === 1 ? (width - left) / 2 : (i * (width - left - 20)) / (trend.length - 1));
              const y = (v: number) => 10 + ((100 - v) / 100) * (height - 40);
              return (
                <svg width={width} height={height} aria-hidden>
                  {[0, 25, 50, 75, 100].map((t) => (
                    <g key={t}>
                      <line x1={left} x2={width} y1={y(t)} y2={y(t)} stroke="#e3e8e5" />
                      <text x={left - 6} y={y(t) + 4} fontSize={11} textAnchor="end" fill="#5b6762">
                        {t} %
                      </text>
                    </g>
                  ))}
                  {trend.map((t, i) => (
                    <text
                      key={t.period}
                      x={x(i)}
                      y={height - 8}
                      fontSize={11}
                      textAnchor="middle"
                      fill="#5b6762"
                    >
                      {t.period}
                    </text>
                  ))}
                  {SERIES.map((s) => {
                    const points = trend
                      .map((t, i) => ({ i, v: t[s.key].share }))
                      .filter((p): p is { i: number; v: number } => p.v !== null);
                    return (
                      <g key={s.key}>
                        <LinePath
                          data={points}
                          x={(p) => x(p.i)}
                          y={(p) => y(p.v)}
                          stroke={s.colour}
                          strokeWidth={2.5}
                        />
                        {points.map((p) => (
                          <circle key={p.i} cx={x(p.i)} cy={y(p.v)} r={4} fill={s.colour} />
                        ))}
                      </g>
                    );
                  })}
                </svg>
              );
            }}
          </ParentSize>
        </Box>
      )}
      <Table.ScrollContainer minWidth={560} mt="sm">
        <Table withTableBorder fz="sm" aria-label={`Diversity figures of ${name}`} data-phone-layout="cards">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Period</Table.Th>
              <Table.Th scope="col" ta="right">
                Board
              </Table.Th>
              <Table.Th scope="col" ta="right">
                C-suite
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Workforce
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Pay gap
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trend.map((t) => (
              <Table.Tr key={t.period}>
                <Table.Th scope="row">{t.period}</Table.Th>
                {(['board', 'csuite', 'workforce'] as const).map((k) => (
                  <Table.Td key={k} ta="right" data-label={DIVERSITY_LABELS[k]}>
                    {pct(t[k].share)}
                    <Text span size="xs" c="dimmed">
                      {` (${num(t[k].women)} of ${num(t[k].total)}) ${t.change[k] === null ? '' : pp(t.change[k])}`}
                    </Text>
                  </Table.Td>
                ))}
                <Table.Td ta="right" data-label="Pay gap">
                  {pct(t.payGap)}
                  <Text span size="xs" c="dimmed">
                    {t.change.payGap === null ? '' : ` ${pp(t.change.payGap)}`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** /scorecards/diversityMetrics: the portfolio's gender diversity of the period and one company's trend. */
export function DiversityPage({ search, onSearch }: ScorecardPageProps) {
  const viewer = useScorecardViewer();
  const q = usePortfolioScorecards(
    viewer.companyId,
    search.period ?? null,
    search.fundId ?? null,
    viewer.investor,
  );
  const d = q.data;
  const companies = d?.companies ?? [];
  const chosen = viewer.investor ? (search.companyId ?? companies[0]?.companyId ?? null) : viewer.companyId;
  const company = useCompanyScorecard(chosen, null);
  const columns = [
    column.accessor((c) => c.name ?? `Company ${c.companyId}`, {
      id: 'company',
      header: 'Company',
      meta: { rowHeader: true, alwaysVisible: true, width: '26%' },
    }),
    ...(['board', 'csuite', 'workforce'] as const).map((k) =>
      column.accessor((c) => c.diversity?.[k].share ?? null, {
        id: k,
        header: k === 'board' ? 'Women on board' : k === 'csuite' ? 'Women in C-suite' : 'Women in workforce',
        meta: {
          label:
            k === 'board' ? 'Women on board' : k === 'csuite' ? 'Women in C-suite' : 'Women in workforce',
          align: 'right' as const,
        },
        cell: ({ row }) => (
          <Stack gap={0} align="flex-end">
            <span>{pct(row.original.diversity?.[k].share)}</span>
            <Text size="xs" c="dimmed">
              {pp(row.original.diversity?.change[k])}
            </Text>
          </Stack>
        ),
      }),
    ),
    column.accessor((c) => c.diversity?.payGap ?? null, {
      id: 'payGap',
      header: 'Gender pay gap',
      meta: { label: 'Gender pay gap', align: 'right' },
      cell: ({ row }) => (
        <Stack gap={0} align="flex-end">
          <span>{pct(row.original.diversity?.payGap)}</span>
          <Text size="xs" c="dimmed">
            {pp(row.original.diversity?.change.payGap)}
          </Text>
        </Stack>
      ),
    }),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Diversity Metrics"
        description="Women on the board, in the C-suite and in the workforce, and the unadjusted gender pay gap, as the companies published them; changes in percentage points against the period before."
        secondaryActions={
          <ScorecardControls
            search={{ ...search, companyId: chosen ?? undefined }}
            onSearch={onSearch}
            periods={d?.periods ?? company.data?.periods ?? []}
            latest={search.period ? null : (d?.period ?? company.data?.period)}
            funds={d?.funds}
            companies={viewer.investor ? companies : undefined}
          />
        }
      />
      {viewer.investor ? (
        <DataTable
          label={`Diversity · ${d?.period ?? ''}`}
          itemName={['company', 'companies']}
          data={companies}
          columns={columns}
          getRowId={(c) => String(c.companyId)}
          loading={q.isPending}
          fetching={q.isFetching && !q.isPending}
          error={q.error}
          onRetry={() => void q.refetch()}
          paging={{ mode: 'none' }}
          empty={<EmptyState title="No portfolio companies yet." />}
        />
      ) : null}
      {company.data ? (
        <DiversityTrend name={company.data.name ?? 'The company'} trend={company.data.diversity} />
      ) : null}
      {company.data ? (
        <Text size="xs" c="dimmed">
          {Object.values(company.data.diversityFormulas).join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}
