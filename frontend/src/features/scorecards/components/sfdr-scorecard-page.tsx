import { formatDay } from '@/lib/dates';
import { routeTitle } from '@esg/access-policy';
import { Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { PaiStatement } from '@esg/contracts/reporting';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatCard } from '@/components/ui/stat-card';
import { ToneBadge } from '@/components/ui/status-badge';
import { usePaiStatement } from '../api/pai-statement';
import { useScorecardViewer } from './controls';
import { num } from './format';

type Indicator = PaiStatement['indicators'][number];
interface Row {
  indicator: Indicator;
  previous: number | null;
  change: number | null;
}
const column = createColumnHelper<Row>();

const share = (v: number | null) => (v === null ? '—' : `${num(v * 100, 0)} %`);

/**
 * /scorecards/sfdrReport: the mandatory principal adverse impact indicators (Table 1) of the PAI statement
 * as a scorecard — this year's figure against last year's, with coverage and the share of estimates. The
 * figures are the PAI read model's (GET /api/pai/…, issue 10), shown as they are.
 */
export function SfdrScorecardPage({
  year,
  fundId,
  onChange,
}: {
  year: number;
  fundId: number | null;
  onChange: (next: { year: number; fundId: number | null }) => void;
}) {
  const { companyId } = useScorecardViewer();
  const now = usePaiStatement({ companyId, fundId }, year);
  const before = usePaiStatement({ companyId, fundId }, year - 1);
  const previous = new Map((before.data?.indicators ?? []).map((i) => [i.id, i.value]));
  const rows: Row[] = (now.data?.indicators ?? [])
    .filter((i) => i.table === 'Table 1')
    .map((indicator) => {
      const prev = previous.get(indicator.id) ?? null;
      return {
        indicator,
        previous: prev,
        change: indicator.value !== null && prev !== null ? indicator.value - prev : null,
      };
    });
  const withFigure = rows.filter((r) => r.indicator.value !== null);
  const coverages = withFigure.map((r) => r.indicator.coverage ?? 0);
  const meanCoverage = coverages.length ? coverages.reduce((s, c) => s + c, 0) / coverages.length : null;
  const columns = [
    column.accessor((r) => `${r.indicator.id} ${r.indicator.indicator}`, {
      id: 'indicator',
      header: 'Adverse sustainability indicator',
      meta: { rowHeader: true, alwaysVisible: true, width: '34%' },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.original.indicator.label ?? row.original.indicator.indicator}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.indicator.id} · {row.original.indicator.metric}
          </Text>
        </Stack>
      ),
    }),
    column.accessor((r) => r.indicator.value, {
      id: 'value',
      header: `Impact ${year}`,
      meta: { label: `Impact ${year}`, align: 'right' },
      cell: ({ row }) =>
        row.original.indicator.value === null
          ? '—'
          : `${num(row.original.indicator.value, 2)} ${row.original.indicator.unit}`,
    }),
    column.accessor('previous', {
      header: `Impact ${year - 1}`,
      meta: { label: `Impact ${year - 1}`, align: 'right' },
      cell: ({ row }) =>
        row.original.previous === null
          ? '—'
          : `${num(row.original.previous, 2)} ${row.original.indicator.unit}`,
    }),
    column.accessor('change', {
      header: 'Change',
      meta: { label: 'Change', align: 'right' },
      cell: ({ row }) =>
        row.original.change === null ? (
          '—'
        ) : (
          <ToneBadge tone={row.original.change === 0 ? 'neutral' : 'info'}>
            {`${row.original.change > 0 ? '+' : ''}${num(row.original.change, 2)}`}
          </ToneBadge>
        ),
    }),
    column.accessor((r) => r.indicator.coverage, {
      id: 'coverage',
      header: 'Coverage',
      meta: { label: 'Coverage', align: 'right' },
      cell: ({ row }) => share(row.original.indicator.coverage),
    }),
    column.accessor((r) => r.indicator.estimatedShare, {
      id: 'estimated',
      header: 'Estimated',
      meta: { label: 'Estimated', align: 'right' },
      cell: ({ row }) => share(row.original.indicator.estimatedShare),
    }),
  ];
  const years = Array.from({ length: 7 }, (_, i) => new Date().getUTCFullYear() - i);
  return (
    <Stack gap="lg">
      <PageHeader
        title={routeTitle('/scorecards/sfdrReport')}
        description="The mandatory principal adverse impact indicators of your PAI statement: this year's impact against last year's, with how much of the portfolio the figure covers and how much of it is estimated."
        secondaryActions={
          <Group gap="xs" align="flex-end">
            <Select
              label="Year"
              w={110}
              data={years.map((y) => ({ value: String(y), label: String(y) }))}
              value={String(year)}
              onChange={(v) => onChange({ year: Number(v ?? year), fundId })}
              allowDeselect={false}
            />
            <Select
              label="Portfolio"
              w={200}
              data={[
                { value: '', label: 'All funds (entity)' },
                ...(now.data?.funds ?? []).map((f) => ({
                  value: String(f.fundId),
                  label: f.name ?? `Fund ${f.fundId}`,
                })),
              ]}
              value={fundId ? String(fundId) : ''}
              onChange={(v) => onChange({ year, fundId: v ? Number(v) : null })}
              allowDeselect={false}
            />
          </Group>
        }
      />
      {now.error ? <QueryError error={now.error} onRetry={() => void now.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard
          label="Indicators with a figure"
          value={`${withFigure.length} / ${rows.length}`}
          hint={`Table 1 · ${year}`}
        />
        <StatCard
          label="Mean coverage"
          value={share(meanCoverage)}
          hint="of the relevant investments, by value"
        />
        <StatCard
          label="Quarter ends"
          value={now.data ? now.data.quarterEnds.length : '—'}
          hint={
            now.data?.quarterEnds.length
              ? now.data.quarterEnds.join(', ')
              : 'No positions recorded for this year'
          }
        />
      </SimpleGrid>
      <DataTable
        label={`SFDR scorecard · ${year}`}
        itemName={['indicator', 'indicators']}
        data={rows}
        columns={columns}
        getRowId={(r) => r.indicator.id}
        loading={now.isPending}
        fetching={now.isFetching && !now.isPending}
        error={now.error}
        onRetry={() => void now.refetch()}
        paging={{ mode: 'none' }}
        empty={
          <EmptyState
            title="No PAI statement for this year."
            description="It appears once positions are recorded."
          />
        }
      />
      <Text size="xs" c="dimmed">
        Figures, formulas and provenance: the PAI statement (
        <AnchorLink to="/pai-published-report" search={{ year }} underline="always">
          PAI report {year}
        </AnchorLink>
        )
        {now.data?.reference
          ? `, reference data: the SFDR Delegated Regulation (CELEX ${now.data.reference.celex})`
          : ''}
        , {now.data?.computedAt ? `computed on ${formatDay(now.data.computedAt)}` : 'not computed yet'}.
      </Text>
    </Stack>
  );
}
