import { possessive } from '@esg/contracts/text';
import { useRef } from 'react';
import { Button, Group, MultiSelect, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconFileTypeCsv, IconPhoto } from '@tabler/icons-react';
import {
  TREND_MAX_METRICS,
  TREND_MAX_SUBJECTS,
  trendsCsv,
  type TrendFigure,
  type TrendPointQuality,
  type TrendSeries,
} from '@esg/contracts/analysis';
import { ChartContainer } from '@/components/ui/chart-container';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { downloadCsv } from '@/lib/export/csv';
import { downloadSvgAsPng } from '@/lib/export/png';
import { notifyError } from '@/lib/notify';
import { useTrends } from '../api/trends';
import type { TrendsSearch } from '../trends-search';
import { signedPct } from './format';
import { pointText, QUALITY_TEXT, QualityMarker, SERIES_COLORS, TrendChart } from './trend-chart';

const FIGURES: Array<{ value: TrendFigure; label: string }> = [
  { value: 'headline', label: 'Total (amounts) or mean (rates)' },
  { value: 'sum', label: 'Sum' },
  { value: 'mean', label: 'Simple mean' },
  { value: 'weightedMean', label: 'Value-weighted mean' },
  { value: 'median', label: 'Median' },
];

const split = (s: string | undefined): string[] => (s ? s.split(',').filter(Boolean) : []);
const QUALITIES: TrendPointQuality[] = ['reported', 'audited', 'mixed', 'estimated'];

/**
 * Trends (/trend for investors, /data-trends for everyone's own data): any metric over periods for the
 * portfolio, a fund or a company, several series at once, every point drawn by its data quality, with CSV
 * and PNG export. Live: a publish refetches the open chart (reporting.analysis.changed.v1).
 */
export function TrendsPage({
  title,
  companyId,
  search,
  onSearch,
}: {
  title: string;
  companyId: number;
  search: TrendsSearch;
  onSearch: (next: TrendsSearch) => void;
}) {
  const metrics = split(search.metrics);
  const subjects = split(search.series);
  const trends = useTrends({ companyId, metrics, series: subjects, figure: search.figure ?? null });
  const data = trends.data;
  const svgs = useRef(new Map<string, SVGSVGElement>());

  const chosenSubjects = subjects.length
    ? subjects
    : data
      ? [...new Set(data.series.map((s) => s.subject.key))]
      : [];
  const chosenMetrics = metrics.length
    ? metrics
    : data
      ? [...new Set(data.series.map((s) => s.metricCode))]
      : [];
  const colorOf = (s: TrendSeries) =>
    SERIES_COLORS[Math.max(0, chosenSubjects.indexOf(s.subject.key)) % SERIES_COLORS.length];
  const aggregateChosen = chosenSubjects.some((k) => !k.startsWith('company:'));
  const fileBase = `${title.replace(/\s+/g, '-')}-${new Date().toISOString().slice(0, 10)}`;

  const subjectGroups = data
    ? (
        [
          ['Portfolio', 'portfolio'],
          ['Funds', 'fund'],
          ['Companies', 'company'],
        ] as const
      )
        .map(([group, kind]) => ({
          group,
          items: data.subjects.filter((s) => s.kind === kind).map((s) => ({ value: s.key, label: s.name })),
        }))
        .filter((g) => g.items.length > 0)
    : [];

  const png = (code: string, name: string) => {
    const svg = svgs.current.get(code);
    if (!svg) return;
    downloadSvgAsPng(svg, `${fileBase}-${code}`, { title: name }).catch(() =>
      notifyError('The image could not be made. Please try again.'),
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={
          data && data.subjects.length > 1
            ? `How ${possessive(data.name ?? 'your portfolio')} published figures move over the periods: the portfolio, a fund or its companies side by side.`
            : 'How your published figures move over the periods.'
        }
        secondaryActions={
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            disabled={!data || data.series.length === 0}
            onClick={() => data && downloadCsv(fileBase, trendsCsv(data))}
          >
            Download CSV
          </Button>
        }
      />
      <Paper withBorder p="md" radius="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <MultiSelect
            label="Metrics"
            placeholder={chosenMetrics.length ? undefined : 'Choose metrics'}
            description={`Up to ${TREND_MAX_METRICS}, one chart each`}
            data={(data?.metrics ?? []).map((m) => ({ value: m.code, label: m.name ?? m.code }))}
            value={chosenMetrics}
            onChange={(codes) => onSearch({ ...search, metrics: codes.join(',') || undefined })}
            maxValues={TREND_MAX_METRICS}
            searchable
            nothingFoundMessage="No published metric matches"
            style={{ flex: '2 1 320px', minWidth: 0, maxWidth: '100%' }}
          />
          {data && data.subjects.length > 1 ? (
            <MultiSelect
              label="Series"
              description={`Up to ${TREND_MAX_SUBJECTS}: the portfolio, funds, companies`}
              data={subjectGroups}
              value={chosenSubjects}
              onChange={(keys) => onSearch({ ...search, series: keys.join(',') || undefined })}
              maxValues={TREND_MAX_SUBJECTS}
              searchable
              style={{ flex: '2 1 320px', minWidth: 0, maxWidth: '100%' }}
            />
          ) : null}
          {aggregateChosen ? (
            <Select
              label="Portfolio and fund figure"
              data={FIGURES}
              value={search.figure ?? 'headline'}
              onChange={(v) => onSearch({ ...search, figure: v && v !== 'headline' ? v : undefined })}
              allowDeselect={false}
              style={{ flex: '1 1 220px', minWidth: 0, maxWidth: '100%' }}
            />
          ) : null}
        </Group>
        <QualityLegend />
      </Paper>
      {trends.error ? <QueryError error={trends.error} onRetry={() => void trends.refetch()} /> : null}
      {data && chosenMetrics.length === 0 ? (
        <EmptyState
          title="Nothing published yet."
          description="Trends appear once responses are published."
        />
      ) : null}
      {chosenMetrics.map((code) => {
        const series = (data?.series ?? []).filter((s) => s.metricCode === code);
        const first = series[0];
        const name = first?.name ?? data?.metrics.find((m) => m.code === code)?.name ?? code;
        const periods = (data?.periods ?? []).filter((p) =>
          series.some((s) => s.points.some((pt) => pt.period === p)),
        );
        const empty = series.every((s) => s.points.every((p) => p.value === null));
        return (
          <ChartContainer
            key={code}
            title={name}
            description={first ? <SeriesLegend series={series} colorOf={colorOf} /> : code}
            height={300}
            loading={trends.isPending}
            empty={!trends.isPending && empty}
            emptyMessage="No published values of this metric for the chosen series yet."
            actions={
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPhoto size={14} aria-hidden />}
                disabled={empty}
                onClick={() => png(code, name)}
                aria-label={`Download ${name} as PNG`}
              >
                PNG
              </Button>
            }
            dataTable={series.length ? <TrendTable series={series} periods={periods} name={name} /> : null}
          >
            {({ width, height }) => (
              <TrendChart
                width={width}
                height={height}
                periods={periods}
                series={series}
                colorOf={colorOf}
                svgRef={(el) => {
                  if (el) svgs.current.set(code, el);
                  else svgs.current.delete(code);
                }}
              />
            )}
          </ChartContainer>
        );
      })}
    </Stack>
  );
}

/**
 * The change a legend names. A portfolio's or fund's is like for like (only the companies with a value in both
 * periods), and says how many they are, so one company publishing early does not read as the portfolio falling.
 */
function changeText(s: TrendSeries): string {
  const { relative, from, companies } = s.change;
  if (companies === null) return relative !== null ? ` (${signedPct(relative)} since ${from})` : '';
  if (companies === 0) return ` (no company published both ${from} and ${s.change.to}: no change shown)`;
  const who = `${companies} ${companies === 1 ? 'company' : 'companies'} in both periods`;
  return relative !== null ? ` (${signedPct(relative)} since ${from}, like for like: ${who})` : '';
}

function SeriesLegend({
  series,
  colorOf,
}: {
  series: readonly TrendSeries[];
  colorOf: (s: TrendSeries) => string;
}) {
  return (
    <Group component="span" gap="md" wrap="wrap">
      {series.map((s) => (
        <Group component="span" key={s.key} gap={6} wrap="nowrap">
          <svg width={18} height={10} aria-hidden>
            <line x1={0} x2={18} y1={5} y2={5} stroke={colorOf(s)} strokeWidth={3} />
          </svg>
          <Text component="span" size="sm">
            {s.subject.name}
            {changeText(s)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

function QualityLegend() {
  return (
    <Group gap="md" mt="sm" aria-label="Data quality of the points" role="group">
      <Text size="sm" c="dimmed">
        Points:
      </Text>
      {QUALITIES.map((q) => (
        <Group key={q} gap={6} wrap="nowrap">
          <svg width={18} height={18} aria-hidden>
            <QualityMarker quality={q} color="#3b4540" x={9} y={9} r={5} />
          </svg>
          <Text size="sm">{QUALITY_TEXT[q]}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The chart's figures as a table: a row per series, a column per period, each value with its quality. */
function TrendTable({
  series,
  periods,
  name,
}: {
  series: readonly TrendSeries[];
  periods: readonly string[];
  name: string;
}) {
  return (
    <Table.ScrollContainer minWidth={Math.max(360, 160 + periods.length * 120)}>
      <Table withTableBorder fz="sm" aria-label={`${name} by period`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Series</Table.Th>
            {periods.map((p) => (
              <Table.Th key={p} ta="right">
                {p}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {series.map((s) => (
            <Table.Tr key={s.key}>
              <Table.Th scope="row">{s.subject.name}</Table.Th>
              {periods.map((period) => {
                const p = s.points.find((pt) => pt.period === period);
                return (
                  <Table.Td key={period} ta="right" title={p?.howMade}>
                    {p && p.value !== null ? (
                      <Stack gap={0}>
                        <Text size="sm" ff="monospace">
                          {pointText(s, p.value)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {p.quality ? QUALITY_TEXT[p.quality] : ''}
                          {s.subject.kind !== 'company'
                            ? ` · ${p.count} ${p.count === 1 ? 'company' : 'companies'}`
                            : ''}
                        </Text>
                      </Stack>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
