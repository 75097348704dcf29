import { useState } from 'react';
import { Anchor, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  footprintBreakdown,
  footprintQualityShares,
  portfolioFootprint,
  type FootprintFigure,
  type FootprintHolding,
  type FootprintPeriodInput,
  type FootprintScopes,
} from '@esg/contracts/portfolio-footprint';
import { ChartContainer } from '@/components/ui/chart-container';
import { StatCard } from '@/components/ui/stat-card';
import { FootprintOverTime } from './footprint-over-time';
import {
  QUALITY_COLOURS,
  qualityLabel,
  SCOPE_COLOURS,
  StackedBars,
  StackedBarsLegend,
  stackedBarsHeight,
  type StackedBarItem,
} from './stacked-bars';

/** The definitions the footprint follows, in words (libs/contracts portfolio-footprint.ts, ADR 0162). */
export const FOOTPRINT_REFERENCES = [
  'PCAF Global GHG Accounting and Reporting Standard, Part A, 2nd edition (2022), chapter 6: financed emissions and economic emission intensity',
  'SFDR Delegated Regulation (EU) 2022/1288, Annex I, principal adverse impact 2: carbon footprint',
  'TCFD Recommendations (2017): weighted average carbon intensity',
];

const figure = (value: number | null, digits: number) =>
  value === null ? '—' : value.toLocaleString('en-GB', { maximumFractionDigits: digits });

export interface FootprintFund {
  fundId: number;
  name: string;
  /** The fund's recorded current value of all investments on the date, EUR. */
  allInvestments: number;
}

/**
 * The footprint of a fund or of all funds (issue 28): financed emissions, carbon footprint, economic
 * emission intensity and WACI, each opening how it was made, and charts of the financed emissions by
 * fund, company and sector (stacked by scope) and of the PCAF data quality by fund.
 */
export function PortfolioFootprint({
  holdings,
  funds,
  sectorName,
  loading,
  overTime,
  onHow,
}: {
  holdings: readonly FootprintHolding[];
  funds: readonly FootprintFund[];
  sectorName: (code: string | null) => string;
  loading: boolean;
  /** Every recorded quarter end's footprint inputs (ADR 0166). */
  overTime: { periods: readonly FootprintPeriodInput[]; loading: boolean; error: unknown };
  onHow: (title: string, figure: FootprintFigure) => void;
}) {
  const [fundChoice, setFundChoice] = useState<string>('all');
  const [scopes, setScopes] = useState<FootprintScopes>('scopes-1-2');
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const fund = funds.find((f) => String(f.fundId) === fundChoice) ?? null;
  const chosen = fund ? holdings.filter((h) => h.fundId === fund.fundId) : holdings;
  const allInvestments = fund ? fund.allInvestments : funds.reduce((sum, f) => sum + f.allInvestments, 0);
  const footprint = portfolioFootprint(chosen, allInvestments, scopes);
  const of = fund ? fund.name : 'all funds';
  const withScope3 = scopes === 'scopes-1-2-3';
  const scopeLegend = withScope3 ? ['Scopes 1 and 2', 'Scope 3'] : ['Scopes 1 and 2'];

  const tonnesBars = (rows: ReturnType<typeof footprintBreakdown>, name: (key: string) => string) =>
    rows.map<StackedBarItem>((r) => ({
      key: r.key,
      name: name(r.key),
      segments: withScope3 ? [r.scope12, r.scope3] : [r.scope12],
      label: `${figure(r.scope12 + (withScope3 ? r.scope3 : 0), 2)} t`,
    }));
  const fundName = (key: string) => funds.find((f) => String(f.fundId) === key)?.name ?? key;
  const byFund = tonnesBars(
    footprintBreakdown(chosen, (h) => String(h.fundId), scopes),
    fundName,
  );
  const byCompany = tonnesBars(
    footprintBreakdown(chosen, (h) => h.name, scopes),
    (k) => k,
  );
  const bySector = tonnesBars(
    footprintBreakdown(chosen, (h) => h.sector ?? '', scopes),
    (k) => sectorName(k || null),
  );
  const fundsShown = fund ? [fund] : funds;
  const quality = fundsShown
    .map((f) => {
      const { total, shares } = footprintQualityShares(chosen.filter((h) => h.fundId === f.fundId));
      return { f, total, shares };
    })
    .filter((q) => q.total > 0);
  const qualityBars: StackedBarItem[] = quality.map((q) => ({
    key: String(q.f.fundId),
    name: q.f.name,
    segments: q.shares,
    label: qualityLabel(q.shares),
  }));

  const card = (label: string, f: FootprintFigure, digits: number, hint: string) => (
    <StatCard
      label={label}
      value={loading ? '…' : f.value === null ? '—' : `${figure(f.value, digits)}`}
      hint={`${f.unit}; ${hint}`}
      tone="brand"
      footer={
        loading ? null : (
          <Anchor
            component="button"
            size="sm"
            onClick={() => onHow(`${label} of ${of}`, f)}
            aria-label={`How the ${label.toLowerCase()} of ${of} was made`}
          >
            How it was made
          </Anchor>
        )
      }
    />
  );

  const legend = (names: readonly string[], colours: readonly string[]) => (
    <StackedBarsLegend names={names} colours={colours} />
  );

  const figures = (items: readonly StackedBarItem[]) => (
    <Stack gap={2}>
      {items.map((i) => (
        <Text key={i.key} size="sm">
          {i.name}: {i.label}
          {withScope3 && i.segments.length === 2
            ? ` (scopes 1 and 2 ${figure(i.segments[0], 2)} t, scope 3 ${figure(i.segments[1], 2)} t)`
            : ''}
        </Text>
      ))}
    </Stack>
  );

  const chart = (title: string, items: StackedBarItem[], empty: string) => (
    <ChartContainer
      title={title}
      height={stackedBarsHeight(items.length, narrow)}
      loading={loading}
      empty={items.length === 0}
      emptyMessage={empty}
      actions={legend(scopeLegend, SCOPE_COLOURS)}
      dataTable={figures(items)}
    >
      {({ width }) => <StackedBars width={width} items={items} colours={SCOPE_COLOURS} narrow={narrow} />}
    </ChartContainer>
  );

  return (
    <section aria-labelledby="pcaf-footprint">
      <Title order={2} size="h4" id="pcaf-footprint" mb="xs">
        Portfolio footprint
      </Title>
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <Select
          label="Fund"
          w={260}
          allowDeselect={false}
          value={fundChoice}
          data={[
            { value: 'all', label: 'All funds' },
            ...funds.map((f) => ({ value: String(f.fundId), label: f.name })),
          ]}
          onChange={(v) => v && setFundChoice(v)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="footprint-scopes">
            Scopes
          </Text>
          <SegmentedControl
            aria-labelledby="footprint-scopes"
            value={scopes}
            onChange={(v) => setScopes(v)}
            data={[
              { value: 'scopes-1-2', label: 'Scopes 1 and 2' },
              { value: 'scopes-1-2-3', label: 'Scopes 1, 2 and 3' },
            ]}
          />
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="md">
        {card(
          'Financed emissions',
          footprint.financedEmissions,
          2,
          'the positions’ share of their companies’ emissions',
        )}
        {card('Carbon footprint', footprint.carbonFootprint, 4, 'over all investments')}
        {card(
          'Economic emission intensity',
          footprint.economicEmissionIntensity,
          4,
          'over the positions attributed',
        )}
        {card('Weighted average carbon intensity', footprint.waci, 4, 'by position value')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {fund ? null : chart('Financed emissions by fund', byFund, 'No position attributed yet.')}
        {chart('Financed emissions by company', byCompany, 'No position attributed yet.')}
        {chart('Financed emissions by sector', bySector, 'No position attributed yet.')}
        <ChartContainer
          title="PCAF data quality by fund"
          description="Share of the outstanding amount attributed, by data-quality score (1 best – 5 lowest)"
          height={stackedBarsHeight(qualityBars.length, narrow)}
          loading={loading}
          empty={qualityBars.length === 0}
          emptyMessage="No position scored yet."
          actions={legend(['Score 1', 'Score 2', 'Score 3', 'Score 4', 'Score 5'], QUALITY_COLOURS)}
          dataTable={figures(qualityBars)}
        >
          {({ width }) => (
            <StackedBars width={width} items={qualityBars} colours={QUALITY_COLOURS} narrow={narrow} share />
          )}
        </ChartContainer>
      </SimpleGrid>
      <FootprintOverTime
        periods={overTime.periods}
        fundId={fund ? fund.fundId : null}
        of={of}
        scopes={scopes}
        narrow={narrow}
        loading={overTime.loading}
        error={overTime.error}
        onHow={onHow}
      />
    </section>
  );
}
