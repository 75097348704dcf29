import { Anchor, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  footprintSeries,
  type FootprintFigure,
  type FootprintPeriodInput,
  type FootprintPoint,
  type FootprintScopes,
} from '@esg/contracts/portfolio-footprint';
import { ChartContainer } from '@/components/ui/chart-container';
import { QueryError } from '@/components/ui/query-error';
import { formatDay } from '@/lib/dates';
import {
  QUALITY_COLOURS,
  qualityLabel,
  SCOPE_COLOURS,
  StackedBars,
  StackedBarsLegend,
  stackedBarsHeight,
  type StackedBarItem,
} from './stacked-bars';

const figure = (value: number | null, digits: number) =>
  value === null ? '—' : value.toLocaleString('en-GB', { maximumFractionDigits: digits });
const quarter = (date: string) => `Q${Math.ceil(Number(date.slice(5, 7)) / 3)} ${date.slice(0, 4)}`;
/** "Q4 2025 (31 Dec 2025)". */
const dateLabel = (date: string) => `${quarter(date)} (${formatDay(date)})`;

const FIGURES = [
  ['Financed emissions', 'financedEmissions', 2],
  ['Carbon footprint', 'carbonFootprint', 4],
  ['Economic emission intensity', 'economicEmissionIntensity', 4],
  ['Weighted average carbon intensity', 'waci', 4],
] as const;

/** How one point was made, in words: the date's inputs, then each figure's formula and arithmetic. */
function pointExplanation(point: FootprintPoint, of: string): FootprintFigure {
  return {
    value: null,
    unit: '',
    formula: `The footprint of ${of} on ${formatDay(point.date)}: the positions recorded that day, attributed by the PCAF calculation with each company’s data of ${point.date.slice(0, 4)} (or its latest earlier year).`,
    lines: [
      ...point.lines,
      ...FIGURES.flatMap(([label, key]) => {
        const f = point.footprint[key];
        return [`${label}: ${f.formula}.`, ...f.lines];
      }),
      `PCAF data quality, weighted by outstanding: ${point.weightedDataQualityScore === null ? 'no position scored' : figure(point.weightedDataQualityScore, 2)}${point.qualityShares.some((s) => s > 0) ? ` (${qualityLabel(point.qualityShares)} of the attributed outstanding)` : ''}.`,
    ],
  };
}

/**
 * The footprint over time (issue 28 item 3, ADR 0166): one point per recorded quarter end, for the fund and
 * scopes chosen above — financed emissions stacked by scope, the PCAF data quality by score, and the four
 * figures per date as a table, each row opening how it was made.
 */
export function FootprintOverTime({
  periods,
  fundId,
  of,
  scopes,
  narrow,
  loading,
  error,
  onHow,
}: {
  periods: readonly FootprintPeriodInput[];
  fundId: number | null;
  /** "all funds" or the fund's name. */
  of: string;
  scopes: FootprintScopes;
  narrow: boolean;
  loading: boolean;
  error: unknown;
  onHow: (title: string, figure: FootprintFigure) => void;
}) {
  const series = footprintSeries(periods, fundId, scopes);
  const withScope3 = scopes === 'scopes-1-2-3';
  const emissionBars = series.map<StackedBarItem>((p) => {
    const s12 = p.financedScope12 ?? 0;
    const s3 = p.financedScope3 ?? 0;
    return {
      key: p.date,
      name: quarter(p.date),
      segments: withScope3 ? [s12, s3] : [s12],
      label: p.financedScope12 === null ? 'not attributed' : `${figure(s12 + (withScope3 ? s3 : 0), 2)} t`,
    };
  });
  const qualityBars = series
    .filter((p) => p.qualityShares.some((s) => s > 0))
    .map<StackedBarItem>((p) => ({
      key: p.date,
      name: quarter(p.date),
      segments: p.qualityShares,
      label: qualityLabel(p.qualityShares),
    }));
  const scopeLegend = withScope3 ? ['Scopes 1 and 2', 'Scope 3'] : ['Scopes 1 and 2'];

  return (
    <Stack component="section" aria-labelledby="pcaf-footprint-over-time" gap="sm" mt="lg">
      <Title order={3} size="h5" id="pcaf-footprint-over-time">
        Over time
      </Title>
      <Text size="sm" c="dimmed" maw={760}>
        One point per quarter end with recorded positions: the positions of that day, and each company’s data
        of that year, or its latest earlier year where it has not published that year yet.
      </Text>
      {error ? <QueryError error={error} /> : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartContainer
          title="Financed emissions over time"
          height={stackedBarsHeight(emissionBars.length, narrow)}
          loading={loading && !error}
          empty={emissionBars.length === 0}
          emptyMessage="No positions recorded for this choice."
          actions={<StackedBarsLegend names={scopeLegend} colours={SCOPE_COLOURS} />}
          dataTable={
            <Stack gap={2}>
              {series.map((p) => (
                <Text key={p.date} size="sm">
                  {dateLabel(p.date)}:{' '}
                  {p.financedScope12 === null
                    ? 'nothing attributed'
                    : `${figure(p.financedScope12 + (withScope3 ? (p.financedScope3 ?? 0) : 0), 2)} t${withScope3 ? ` (scopes 1 and 2 ${figure(p.financedScope12, 2)} t, scope 3 ${figure(p.financedScope3, 2)} t)` : ''}`}
                </Text>
              ))}
            </Stack>
          }
        >
          {({ width }) => (
            <StackedBars width={width} items={emissionBars} colours={SCOPE_COLOURS} narrow={narrow} />
          )}
        </ChartContainer>
        <ChartContainer
          title="PCAF data quality over time"
          description="Share of the outstanding amount attributed, by data-quality score (1 best – 5 lowest)"
          height={stackedBarsHeight(qualityBars.length, narrow)}
          loading={loading && !error}
          empty={qualityBars.length === 0}
          emptyMessage="No position scored yet."
          actions={
            <StackedBarsLegend
              names={['Score 1', 'Score 2', 'Score 3', 'Score 4', 'Score 5']}
              colours={QUALITY_COLOURS}
            />
          }
          dataTable={
            <Stack gap={2}>
              {series.map((p) => (
                <Text key={p.date} size="sm">
                  {dateLabel(p.date)}: weighted score{' '}
                  {p.weightedDataQualityScore === null ? '—' : figure(p.weightedDataQualityScore, 2)}
                  {p.qualityShares.some((s) => s > 0) ? ` (${qualityLabel(p.qualityShares)})` : ''}
                </Text>
              ))}
            </Stack>
          }
        >
          {({ width }) => (
            <StackedBars width={width} items={qualityBars} colours={QUALITY_COLOURS} narrow={narrow} share />
          )}
        </ChartContainer>
      </SimpleGrid>
      {series.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-labelledby="pcaf-footprint-over-time" data-phone-layout="cards">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Quarter end</Table.Th>
                <Table.Th ta="right">Financed emissions (tCO₂e)</Table.Th>
                <Table.Th ta="right">Carbon footprint (t per € million invested)</Table.Th>
                <Table.Th ta="right">Economic emission intensity (t per € million)</Table.Th>
                <Table.Th ta="right">WACI (t per € million of revenue)</Table.Th>
                <Table.Th ta="right">Data quality</Table.Th>
                <Table.Th>Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {series.map((p) => (
                <Table.Tr key={p.date}>
                  <Table.Td data-label="Quarter end">{dateLabel(p.date)}</Table.Td>
                  {FIGURES.map(([label, key, digits]) => (
                    <Table.Td key={label} ta="right" data-label={label}>
                      {figure(p.footprint[key].value, digits)}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" data-label="Data quality">
                    {p.weightedDataQualityScore === null ? '—' : figure(p.weightedDataQualityScore, 2)}
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      size="sm"
                      onClick={() =>
                        onHow(`Footprint of ${of} on ${formatDay(p.date)}`, pointExplanation(p, of))
                      }
                      aria-label={`How the footprint of ${of} on ${formatDay(p.date)} was made`}
                    >
                      How it was made
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
