import { useEffect, useState } from 'react';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Drawer,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileText } from '@tabler/icons-react';
import { PAI_INPUTS } from '@esg/contracts/calculation-inputs/pai';
import { INSTRUMENT_LABELS, type Instrument } from '@esg/contracts/portfolio';
import type { PaiLineage, PaiLineageEvidence, PaiLineageValue } from '@esg/contracts/pai-lineage';
import { QueryError } from '@/components/ui/query-error';
import { formatDay } from '@/lib/dates';
import { EvidenceViewer, placeLabel } from '@/shared/evidence/evidence-viewer';
import { usePaiLineage } from './get-pai-lineage';

/** What the drawer explains: a figure of a year, for one of the funds whose statement shows it. */
export interface ExplainTarget {
  year: number;
  indicatorId: string;
  /** The figure's name as the page shows it. */
  title: string;
  /** The funds the figure can be explained for (an entity's figure: each of its funds). */
  funds: ReadonlyArray<{ fundId: number; name: string | null }>;
}

const number = (value: number, digits = 2) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const eur = (value: number) => `€${value.toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;
const withUnit = (value: string, unit: string) => (unit ? `${value} ${unit}` : value);

function valueText(value: PaiLineageValue['value'], unit: string): string {
  if (value === null) return 'not available';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return withUnit(number(value, Number.isInteger(value) ? 0 : 2), unit);
  return withUnit(value, unit);
}

function instrumentText(instrument: string | null): string {
  if (!instrument) return 'Investment';
  return INSTRUMENT_LABELS[instrument.replace(/-/g, '_') as Instrument] ?? 'Investment';
}

/** The positions held, one line per quarter end: "30 Sept 2026: unlisted equity €55,000,000, business loan €9,800,000". */
function heldLines(positions: PaiLineage['companies'][number]['positions']): string[] {
  const byDate = new Map<string, string[]>();
  for (const p of positions)
    byDate.set(p.date, [...(byDate.get(p.date) ?? []), `${instrumentText(p.instrument)} ${eur(p.value)}`]);
  return [...byDate.entries()].map(([date, held]) => `${formatDay(date)}: ${held.join(', ')}`);
}

/** The PAI input codes, longest first (so a code is never replaced inside a longer one). */
const INPUT_CODES = Object.values(PAI_INPUTS).sort((a, b) => b.code.length - a.code.length);

/** The formula as the regulation writes it, with the product's metric codes named in words. */
function formulaInWords(text: string): string {
  return INPUT_CODES.reduce((words, metric) => words.split(metric.code).join(metric.description), text);
}

function EvidenceLinks({
  value,
  onOpen,
}: {
  value: PaiLineageValue;
  onOpen: (evidence: PaiLineageEvidence, value: PaiLineageValue) => void;
}) {
  if (value.evidence.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No document cited for this value.
      </Text>
    );
  return (
    <Stack gap={2}>
      {value.evidence.map((e) => {
        const label = `${e.fileName}, ${placeLabel(e)}`;
        return e.openable ? (
          <Group key={e.citationId} gap={4} wrap="nowrap">
            <IconFileText size={14} aria-hidden />
            <Anchor component="button" type="button" size="xs" ta="left" onClick={() => onOpen(e, value)}>
              {label}
            </Anchor>
          </Group>
        ) : (
          <Text key={e.citationId} size="xs">
            Documented in {label}. The document stays with the company and its manager.
          </Text>
        );
      })}
    </Stack>
  );
}

function ValueLine({
  value,
  onOpen,
}: {
  value: PaiLineageValue;
  onOpen: (evidence: PaiLineageEvidence, value: PaiLineageValue) => void;
}) {
  const publication = value.publication;
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="lineage-value">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {value.metricName}
        </Text>
        <Text size="sm" fw={600}>
          {valueText(value.value, value.unit)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {value.quality ? `${value.quality[0].toUpperCase()}${value.quality.slice(1)}` : 'Reported'}
        {publication
          ? ` · the ${publication.period} value, published by ${publication.publishedBy} on ${formatDay(publication.publishedAt)}`
          : ''}
        {value.carriedFrom
          ? ` · carried from ${value.carriedFrom.period} (${value.carriedFrom.ageYears} ${value.carriedFrom.ageYears === 1 ? 'year' : 'years'} old)`
          : ''}
      </Text>
      {value.override ? (
        <Text size="xs" c="orange.9" data-testid="lineage-override">
          <Badge size="xs" color="orange" variant="light" mr={4}>
            Override
          </Badge>
          Overridden by the GP{value.override.byName ? ` (${value.override.byName})` : ''} on{' '}
          {formatDay(value.override.at)}: original{' '}
          {valueText(value.override.original.value, value.override.original.unit)}, used{' '}
          {valueText(value.value, value.unit)}
          {value.override.reason ? `. Reason: ${value.override.reason}` : ''}
        </Text>
      ) : null}
      <EvidenceLinks value={value} onOpen={onOpen} />
    </Paper>
  );
}

function LineageBody({ lineage }: { lineage: PaiLineage }) {
  const [open, setOpen] = useState<{ evidence: PaiLineageEvidence; metricName: string } | null>(null);
  const { indicator, fund } = lineage;
  const unit = indicator.unit;
  const counted = lineage.quarters.filter((q) => q.value !== null);
  const first = lineage.companies[0];
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Text size="xs" c="dimmed">
          {indicator.metric}
        </Text>
        <Text size="xl" fw={700} data-testid="lineage-figure">
          {indicator.value === null ? 'No figure' : withUnit(number(indicator.value), unit)}
        </Text>
        <Text size="sm">
          {fund.name ?? 'This fund'}
          {fund.managerName ? `, managed by ${fund.managerName}` : ''}, year {lineage.year}
        </Text>
        <Group gap="xs" mt={4}>
          {indicator.coverage !== null ? (
            <Badge variant="light">Coverage {number(indicator.coverage * 100, 1)}%</Badge>
          ) : null}
          {indicator.estimatedShare !== null ? (
            <Badge variant="light">Estimated {number(indicator.estimatedShare * 100, 1)}%</Badge>
          ) : null}
        </Group>
      </Paper>

      <section aria-label="The fund">
        <Title order={3} size="h5" mb={4}>
          1. The fund
        </Title>
        <Text size="sm">
          The figure is the average of {counted.length} quarter-end{' '}
          {counted.length === 1 ? 'figure' : 'figures'}:{' '}
          {counted.map((q) => `${formatDay(q.date)}: ${withUnit(number(q.value ?? 0), unit)}`).join('; ')}.
        </Text>
      </section>

      <section aria-label="Companies behind the figure">
        <Title order={3} size="h5" mb={4}>
          2. Companies behind the figure ({lineage.companies.length})
        </Title>
        {lineage.companies.length === 0 ? (
          <Text size="sm" c="dimmed">
            No company has data in this figure.
          </Text>
        ) : (
          <>
            <Accordion
              multiple
              variant="separated"
              defaultValue={first ? [`company-${String(first.companyId)}`] : []}
            >
              {lineage.companies.map((c) => {
                const part =
                  indicator.value !== null && indicator.value !== 0
                    ? ` (${number((c.contribution / indicator.value) * 100, 1)}%)`
                    : '';
                return (
                  <Accordion.Item key={String(c.companyId)} value={`company-${String(c.companyId)}`}>
                    <Accordion.Control>
                      <Group justify="space-between" gap="xs" wrap="wrap" pr="xs">
                        <Text size="sm" fw={600}>
                          {c.name}
                        </Text>
                        <Text size="sm">
                          contributes {withUnit(number(c.contribution), unit)}
                          {part}
                        </Text>
                      </Group>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="xs">
                        <Stack gap={0}>
                          <Text size="xs" fw={600}>
                            Held by the fund
                          </Text>
                          {heldLines(c.positions).map((line) => (
                            <Text key={line} size="xs" c="dimmed">
                              {line}
                            </Text>
                          ))}
                        </Stack>
                        {c.values.length === 0 ? (
                          <Text size="xs" c="dimmed">
                            Counted from the position itself; no company value is read.
                          </Text>
                        ) : (
                          c.values.map((v) => (
                            <ValueLine
                              key={v.metricCode}
                              value={v}
                              onOpen={(evidence, value) =>
                                setOpen({ evidence, metricName: value.metricName })
                              }
                            />
                          ))
                        )}
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
            {lineage.contributionsTotal !== null ? (
              <Text size="xs" c="dimmed" mt={4} data-testid="lineage-total">
                The companies&apos; parts add up to {withUnit(number(lineage.contributionsTotal), unit)}, the
                figure.
              </Text>
            ) : null}
          </>
        )}
        {lineage.excluded.length ? (
          <Stack gap={2} mt="xs">
            <Text size="sm" fw={600}>
              Not in the figure
            </Text>
            {lineage.excluded.map((e) => (
              <Text key={`${String(e.companyId)}-${e.reason}`} size="xs">
                {e.name}: {e.reason}
              </Text>
            ))}
          </Stack>
        ) : null}
        {lineage.viewer === 'investor' ? (
          <Text size="xs" c="dimmed" mt="xs">
            As an investor in the fund you see the values and where they are documented; the documents, and
            who changed a value and why, stay with the company and its manager.
          </Text>
        ) : null}
      </section>

      <section aria-label="Formula and reference data">
        <Title order={3} size="h5" mb={4}>
          3. Formula and reference data
        </Title>
        <Text size="sm">{formulaInWords(lineage.formula.text)}</Text>
        <Text size="xs" c="dimmed">
          Source: {lineage.formula.source}. {lineage.averaging}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          Reference data: {lineage.reference.document}. Computed on {formatDay(lineage.computedAt)}.
        </Text>
      </section>
      {open ? (
        <EvidenceViewer citation={open.evidence} metricName={open.metricName} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
}

/**
 * "Explain this number" (issue 27 item 7, ADR 0220): a figure walked across hops in words — the fund, each
 * company's part with its positions, the values used with their version and publication, overrides with the
 * original, the documents cited (opened in the evidence viewer), the formula and the reference data.
 */
export function ExplainDrawer({ target, onClose }: { target: ExplainTarget | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [fundId, setFundId] = useState<number | null>(null);
  useEffect(() => setFundId(target?.funds[0]?.fundId ?? null), [target]);
  const lineage = usePaiLineage(
    target && fundId !== null ? { fundId, year: target.year, indicatorId: target.indicatorId } : null,
  );
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={target ? `Explain: ${target.title}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target ? (
        <Stack gap="md">
          {target.funds.length > 1 ? (
            <Select
              label="Fund"
              description="The figure is explained fund by fund."
              data={target.funds.map((f) => ({ value: String(f.fundId), label: f.name ?? 'Unnamed fund' }))}
              value={fundId === null ? null : String(fundId)}
              onChange={(v) => v && setFundId(Number(v))}
              allowDeselect={false}
            />
          ) : null}
          {target.funds.length === 0 ? (
            <Alert color="gray" variant="light">
              No fund holds positions this year, so there is nothing to explain yet.
            </Alert>
          ) : lineage.error ? (
            <QueryError error={lineage.error} onRetry={() => void lineage.refetch()} />
          ) : !lineage.data ? (
            <Stack gap="xs" aria-busy="true" aria-label="Loading the explanation">
              <Skeleton h={80} />
              <Skeleton h={24} />
              <Skeleton h={160} />
            </Stack>
          ) : (
            <LineageBody lineage={lineage.data} />
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}
