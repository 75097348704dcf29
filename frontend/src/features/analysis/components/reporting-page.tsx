import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Group, Paper, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { FrameworkReport, ReportAudience, ReportRow } from '@esg/contracts/reporting-views';
import { ChartContainer } from '@/components/ui/chart-container';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportMenu } from '@/components/ui/export-menu';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { TONES } from '@/components/ui/tones';
import type { ExportCell, ExportSheet } from '@/lib/export/xlsx';
import { useFrameworkReport } from '../api/framework-report';
import { num, pct, unitLabel, valueText } from './format';
import { RankedBars, rankedBarsHeight } from './ranked-bars';

export interface ReportingSearch {
  audience?: ReportAudience;
  standardId?: number;
  period?: string;
  metric?: string;
}

const AUDIENCES: Array<{ value: ReportAudience; label: string; description: string }> = [
  {
    value: 'ddm',
    label: 'DDM',
    description: 'Each portfolio company’s published figures of the DDM framework (or the one chosen).',
  },
  { value: 'management', label: 'Management', description: 'Your own company’s published figures.' },
  {
    value: 'investors',
    label: 'Investors',
    description: 'Portfolio and fund figures, aggregated: what investors receive.',
  },
  {
    value: 'portfolio-companies',
    label: 'Portfolio Companies',
    description: 'Each portfolio company’s published figures, side by side.',
  },
];

function cellText(row: ReportRow, value: unknown, aggregate: boolean): string {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value as Record<string, number>)
      .map(([a, n]) => `${a}: ${n}`)
      .join(', ');
  if (aggregate && row.kind === 'share' && typeof value === 'number') return pct(value);
  return valueText(value, row.unit);
}

function exportCell(row: ReportRow, value: unknown, aggregate: boolean): ExportCell {
  if (typeof value === 'number')
    return aggregate && row.kind === 'share' ? Math.round(value * 1000) / 10 : value;
  if (value === null || value === undefined) return null;
  return cellText(row, value, aggregate);
}

/**
 * /ddmReporting: a framework's published figures for one audience (DDM, Management, Investors, Portfolio
 * Companies; spec 6.2 Reporting menu) as tables per section and a chart of one metric, exported to Excel and
 * PDF with the same rows.
 */
export function ReportingPage({
  companyId,
  search,
  onSearch,
}: {
  companyId: number;
  search: ReportingSearch;
  onSearch: (next: ReportingSearch) => void;
}) {
  const audience = search.audience ?? 'ddm';
  const query = useFrameworkReport({
    companyId,
    audience,
    standardId: search.standardId ?? null,
    period: search.period ?? null,
  });
  const report = query.data;
  const rows = (report?.sections ?? []).flatMap((s) => s.rows);
  const numericRows = rows.filter((r) => Object.values(r.cells).some((c) => typeof c.value === 'number'));
  const [chosen, setChosen] = useState<string | null>(null);
  const narrow = !!useMediaQuery('(max-width: 48em)');
  const metric =
    numericRows.find((r) => r.metricCode === (chosen ?? search.metric)) ?? numericRows[0] ?? null;
  const aggregate = audience === 'investors';
  const standard = report?.standards.find((s) => s.id === report.standardId)?.name ?? 'Framework';
  const audienceLabel = AUDIENCES.find((a) => a.value === audience)!.label;

  const sheets = (): ExportSheet[] =>
    (report?.sections ?? []).map((s) => ({
      name: s.title,
      header: ['Metric', 'Code', 'Unit', ...(report?.columns ?? []).map((c) => c.name)],
      rows: s.rows.map((r) => [
        r.name ?? r.metricCode,
        r.metricCode,
        aggregate && r.kind === 'share' ? '%' : unitLabel(r.unit),
        ...(report?.columns ?? []).map((c) => exportCell(r, r.cells[c.key]?.value, aggregate)),
      ]),
    }));

  return (
    <Stack gap="lg">
      <PageHeader
        title="DDM Reporting"
        description={AUDIENCES.find((a) => a.value === audience)!.description}
        secondaryActions={
          <ExportMenu
            fileName={`${audienceLabel}-${standard}-${report?.period ?? ''}`.replace(/\s+/g, '-')}
            sheets={sheets}
            pdf={{
              title: `${audienceLabel} report · ${standard} ${report?.period ?? ''}`,
              subtitle: `${report?.name ?? ''} · ${report?.howMade ?? ''}`,
              orientation: 'landscape',
            }}
          />
        }
      />
      <Paper withBorder p="md" radius="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="audience-label">
              Audience
            </Text>
            <SegmentedControl
              aria-labelledby="audience-label"
              data={AUDIENCES.map((a) => ({ value: a.value, label: a.label }))}
              value={audience}
              onChange={(v) => onSearch({ ...search, audience: v, metric: undefined })}
              orientation={narrow ? 'vertical' : 'horizontal'}
            />
          </Stack>
          <Select
            label="Framework"
            w={200}
            data={(report?.standards ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={report?.standardId ? String(report.standardId) : null}
            onChange={(v) =>
              onSearch({ ...search, standardId: v ? Number(v) : undefined, period: undefined })
            }
            allowDeselect={false}
            placeholder="No publication"
          />
          <Select
            label="Period"
            w={140}
            data={[...(report?.periods ?? [])].reverse()}
            value={report?.period ?? null}
            onChange={(v) => onSearch({ ...search, period: v ?? undefined })}
            allowDeselect={false}
            placeholder="—"
          />
        </Group>
      </Paper>
      {query.error ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {report && rows.length === 0 ? (
        <EmptyState
          title="Nothing published for this audience yet."
          description="Figures appear once a response of the framework is published."
        />
      ) : null}
      {report && metric ? (
        <ChartContainer
          title={`${metric.name ?? metric.metricCode} · ${report.period}`}
          actions={
            <Select
              aria-label="Metric of the chart"
              size="xs"
              w={280}
              maw="100%"
              searchable
              data={numericRows.map((r) => ({ value: r.metricCode, label: r.name ?? r.metricCode }))}
              value={metric.metricCode}
              onChange={(v) => v && setChosen(v)}
              allowDeselect={false}
            />
          }
          height={rankedBarsHeight(report.columns.length, narrow)}
        >
          {({ width }) => (
            <Bars width={width} report={report} row={metric} aggregate={aggregate} narrow={narrow} />
          )}
        </ChartContainer>
      ) : null}
      {(report?.sections ?? []).map((s) => (
        <Stack key={s.title} gap="xs">
          <Title order={2} size="h3">
            {s.title}
          </Title>
          <Table.ScrollContainer minWidth={Math.max(480, 260 + (report?.columns.length ?? 0) * 140)}>
            <Table withTableBorder striped fz="sm" aria-label={s.title} data-phone-layout="cards">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Metric</Table.Th>
                  {(report?.columns ?? []).map((c) => (
                    <Table.Th key={c.key} ta="right">
                      {c.name}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.rows.map((r) => (
                  <Table.Tr key={r.metricCode}>
                    <Table.Th scope="row">
                      <Text size="sm" fw={600}>
                        {r.name ?? r.metricCode}
                      </Text>
                    </Table.Th>
                    {(report?.columns ?? []).map((c) => {
                      const value = r.cells[c.key];
                      return (
                        <Table.Td key={c.key} ta="right" data-label={c.name}>
                          {value ? (
                            <Stack gap={0}>
                              <Text size="sm" ff="monospace">
                                {cellText(r, value.value, aggregate)}
                              </Text>
                              {value.quality === 'estimated' || value.count !== null ? (
                                <Text size="xs" c="dimmed">
                                  {value.quality === 'estimated' ? 'estimated' : ''}
                                  {value.count !== null ? ` ${value.count} cos.` : ''}
                                </Text>
                              ) : null}
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
        </Stack>
      ))}
      {report ? (
        <Text size="xs" c="dimmed">
          {report.howMade}
        </Text>
      ) : null}
    </Stack>
  );
}

function Bars({
  width,
  report,
  row,
  aggregate,
  narrow,
}: {
  width: number;
  report: FrameworkReport;
  row: ReportRow;
  aggregate: boolean;
  narrow: boolean;
}) {
  const items = report.columns.map((c) => {
    const cell = row.cells[c.key];
    const value = typeof cell?.value === 'number' ? cell.value : null;
    return {
      key: c.key,
      name: c.name,
      value,
      estimated: cell?.quality === 'estimated',
      label: value === null ? '—' : aggregate && row.kind === 'share' ? pct(value) : num(value),
    };
  });
  return <RankedBars width={width} items={items} color={TONES.info.solid} narrow={narrow} />;
}
