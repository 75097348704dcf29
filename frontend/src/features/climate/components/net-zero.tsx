import { useState } from 'react';
import { Alert, Anchor, Box, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  companyNetZero,
  impliedTemperatureRise,
  progressAgainstTarget,
  reportedForTarget,
  sbtiCoverage,
  SBTI_STATUS_LABELS,
  targetText,
  type CompanyNetZero,
} from '@esg/contracts/net-zero';
import type { PcafCompanyData } from '@esg/contracts/pcaf-portfolio';
import type { FootprintFigure, FootprintHolding } from '@esg/contracts/portfolio-footprint';
import { ChartContainer } from '@/components/ui/chart-container';
import { StatCard } from '@/components/ui/stat-card';
import type { FootprintFund } from './portfolio-footprint';

/** What the net-zero view follows, in words (libs/contracts net-zero.ts, ADR 0164). */
export const NET_ZERO_REFERENCES = [
  'EDCI metrics, decarbonisation questions (2024 reporting cycle): strategy, short-term target, long-term net-zero goal',
  'Science Based Targets initiative: status of the company’s target as it reports it',
  'OS-Climate implied temperature rise tool, target-based method (parameters not held: no figure)',
];

const COLOURS = [
  'var(--mantine-color-teal-7)',
  'var(--mantine-color-blue-6)',
  'var(--mantine-color-grape-6)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-red-7)',
];

const yesNo = (v: boolean | null) => (v === null ? 'Not answered' : v ? 'Yes' : 'No');
const pct = (v: number | null, digits = 1) =>
  v === null ? '—' : `${v.toLocaleString('en-GB', { maximumFractionDigits: digits })} %`;
const yearOf = (period: string | null) => {
  const m = period?.match(/^(\d{4})/);
  return m ? Number(m[1]) : null;
};

interface TrajectoryLine {
  company: CompanyNetZero;
  colour: string;
  /** Reported year and its emissions as % of the base year, when comparable. */
  reported: { year: number; share: number; allowedShare: number } | null;
}

/**
 * Each target's straight line as % of its base-year emissions, with the reported year as a dot: lines of
 * companies of any size on one scale. The 1.5 °C pathway is not drawn (its rates are not held).
 */
function TrajectoryChart({ width, lines }: { width: number; lines: readonly TrajectoryLine[] }) {
  const height = 220;
  const pad = { left: 44, right: 22, top: 10, bottom: 28 };
  const years = lines.flatMap((l) => [
    l.company.target!.baseYear,
    l.company.target!.targetYear,
    ...(l.reported ? [l.reported.year] : []),
  ]);
  const from = Math.min(...years);
  const to = Math.max(...years);
  // The scale reaches the highest reported share (a company above its base year), in steps of 50 %.
  const top = Math.max(100, ...lines.map((l) => Math.ceil((l.reported?.share ?? 0) / 50) * 50));
  const x = (year: number) =>
    pad.left + ((year - from) / Math.max(to - from, 1)) * (width - pad.left - pad.right);
  const y = (share: number) => pad.top + ((top - share) / top) * (height - pad.top - pad.bottom);
  const ticks = [...new Set(years)]
    .sort((a, b) => a - b)
    .filter(
      (year, i, all) => i === 0 || year === to || (x(year) - x(all[i - 1]) >= 36 && x(to) - x(year) >= 36),
    );
  const steps = Array.from({ length: top / 50 + 1 }, (_, i) => i * 50).filter(
    (s) => top <= 200 || s % 100 === 0,
  );
  return (
    <svg width={width} height={height}>
      {steps.map((s) => (
        <g key={s}>
          <line
            x1={pad.left}
            x2={width - pad.right}
            y1={y(s)}
            y2={y(s)}
            stroke="var(--mantine-color-gray-3)"
          />
          <text x={pad.left - 6} y={y(s) + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {s} %
          </text>
        </g>
      ))}
      {ticks.map((year) => (
        <text key={year} x={x(year)} y={height - 8} textAnchor="middle" fontSize={11} fill="currentColor">
          {year}
        </text>
      ))}
      {lines.map((l) => {
        const t = l.company.target!;
        return (
          <g key={l.company.companyId}>
            <line
              x1={x(t.baseYear)}
              y1={y(100)}
              x2={x(t.targetYear)}
              y2={y(100 - t.reduction)}
              stroke={l.colour}
              strokeWidth={2.5}
            />
            {l.reported ? (
              <circle cx={x(l.reported.year)} cy={y(l.reported.share)} r={5} fill={l.colour} />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Net zero of the funds (issue 28 item 4): each company's EDCI decarbonisation answers and target, the
 * share of financed emissions covered by validated science-based targets with a what-if, the implied
 * temperature rise (not calculated: its parameters are not in the reference data) and the targets'
 * trajectories. Made from the same published values and PCAF results as the footprint.
 */
export function NetZero({
  holdings,
  funds,
  companies,
  loading,
  onHow,
}: {
  holdings: readonly FootprintHolding[];
  funds: readonly FootprintFund[];
  companies: readonly PcafCompanyData[];
  loading: boolean;
  onHow: (title: string, figure: FootprintFigure) => void;
}) {
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const [whatIf, setWhatIf] = useState<ReadonlySet<number>>(new Set());
  const held = new Set(holdings.flatMap((h) => (h.companyId === null ? [] : [h.companyId])));
  const netZero = new Map(
    companies.filter((c) => held.has(c.companyId)).map((c) => [c.companyId, companyNetZero(c)]),
  );
  const dataOf = new Map(companies.map((c) => [c.companyId, c]));
  const coverage = sbtiCoverage(holdings, netZero, whatIf);
  const itr = impliedTemperatureRise(holdings, netZero, null, 'financed-emissions');
  const perFund = funds.map((f) => ({
    f,
    figure: sbtiCoverage(
      holdings.filter((h) => h.fundId === f.fundId),
      netZero,
      whatIf,
    ),
  }));
  const listed = [...netZero.values()].sort((a, b) => a.name.localeCompare(b.name));
  const lines: TrajectoryLine[] = listed
    .filter((c) => c.target?.baseEmissions)
    .map((company, i) => {
      const data = dataOf.get(company.companyId);
      const year = yearOf(company.period);
      const reported = data ? reportedForTarget(data, company.target!) : null;
      const progress =
        year !== null && reported !== null ? progressAgainstTarget(company.target!, year, reported) : null;
      return {
        company,
        colour: COLOURS[i % COLOURS.length],
        reported:
          progress && year !== null
            ? { year, share: progress.reportedShare, allowedShare: progress.allowedShare }
            : null,
      };
    });

  const toggle = (companyId: number, on: boolean) =>
    setWhatIf((prev) => {
      const next = new Set(prev);
      if (on) next.add(companyId);
      else next.delete(companyId);
      return next;
    });

  const how = (label: string, figure: FootprintFigure) =>
    loading ? null : (
      <Anchor
        component="button"
        size="sm"
        onClick={() => onHow(label, figure)}
        aria-label={`How the ${label.toLowerCase()} was made`}
      >
        How it was made
      </Anchor>
    );

  return (
    <section aria-labelledby="pcaf-net-zero">
      <Title order={2} size="h4" id="pcaf-net-zero" mb="xs">
        Net zero
      </Title>
      <Text size="sm" c="dimmed" mb="md" maw={760}>
        The companies’ reduction targets and their answers to the EDCI decarbonisation questions, as they
        published them, weighed by the financed emissions of all funds.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
        <StatCard
          label="Science-based target coverage"
          value={loading ? '…' : pct(coverage.value)}
          hint={`of financed emissions (scopes 1 and 2) in companies with a validated target${whatIf.size ? ', with the what-if' : ''}`}
          tone="brand"
          progress={coverage.value === null ? undefined : Math.round(coverage.value)}
          footer={how('Science-based target coverage', coverage)}
        />
        <StatCard
          label="Implied temperature rise"
          value={loading ? '…' : 'Not calculated'}
          hint="The method’s published parameters are not in the reference data yet"
          tone="warning"
          footer={how('Implied temperature rise', itr)}
        />
      </SimpleGrid>
      {perFund.length > 1 ? (
        <Stack gap={2} mb="md">
          {perFund.map(({ f, figure }) => (
            <Text key={f.fundId} size="sm">
              {f.name}: {loading ? '…' : pct(figure.value)} covered by validated science-based targets
            </Text>
          ))}
        </Stack>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} mb="md">
        {listed.map((c) => (
          <Paper key={c.companyId} withBorder radius="md" p="md" component="article" aria-label={c.name}>
            <Text fw={600} mb={4}>
              {c.name}
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              As published for {c.period ?? 'no period'}
            </Text>
            <Stack gap={2}>
              <Text size="sm">Decarbonisation strategy: {yesNo(c.strategy)}</Text>
              <Text size="sm">Short-term reduction target: {yesNo(c.shortTermTarget)}</Text>
              <Text size="sm">Long-term net-zero goal: {yesNo(c.netZeroGoal)}</Text>
              <Text size="sm">Target: {c.target ? targetText(c.target) : 'none published'}</Text>
              <Text size="sm">
                Science-based target: {c.sbti ? SBTI_STATUS_LABELS[c.sbti] : 'Not answered'}
              </Text>
            </Stack>
            {c.sbti !== 'targets-set' ? (
              <Checkbox
                mt="sm"
                label="What if it had a validated target"
                checked={whatIf.has(c.companyId)}
                onChange={(e) => toggle(c.companyId, e.currentTarget.checked)}
              />
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
      <ChartContainer
        title="Targets against the reported emissions"
        description="Each target’s straight line from its base year, as a share of the base-year emissions; the dot is the latest reported year"
        height={220}
        loading={loading}
        empty={lines.length === 0}
        emptyMessage="No company has published a target with its base-year emissions."
        actions={
          <Group gap="sm" aria-hidden>
            {lines.map((l) => (
              <Group key={l.company.companyId} gap={4} wrap="nowrap">
                <Box w={12} h={12} style={{ background: l.colour, borderRadius: 2 }} />
                <Text size="xs">{l.company.name}</Text>
              </Group>
            ))}
          </Group>
        }
        dataTable={
          <Stack gap={2}>
            {lines.map((l) => (
              <Text key={l.company.companyId} size="sm">
                {l.company.name}: {targetText(l.company.target!)}
                {l.reported
                  ? `; ${l.reported.year}: reported ${pct(l.reported.share)} of the base year, the line allows ${pct(l.reported.allowedShare)} (${l.reported.share > l.reported.allowedShare ? 'above' : 'on or below'} the line)`
                  : '; no comparable reported emissions'}
              </Text>
            ))}
          </Stack>
        }
      >
        {({ width }) => <TrajectoryChart width={width} lines={lines} />}
      </ChartContainer>
      <Alert color="gray" mt="sm" title="1.5 °C pathway not drawn" p={narrow ? 'xs' : 'sm'}>
        Comparing the targets with a 1.5 °C pathway, and the implied temperature rise, need the pathway’s
        reduction rates and the temperature method’s published parameters. They are not in the product’s
        reference data yet, so no pathway or temperature is shown rather than an invented one.
      </Alert>
    </section>
  );
}
