import { possessive } from '@esg/contracts/text';
import { Badge, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { AggregateRow } from '@esg/contracts/analysis';
import { periodLabel } from '@esg/contracts/labels';
import { StatusBadge } from '@/components/ui/status-badge';
import { num, pct, unitLabel, valueText } from './format';

const FIGURES: Array<[keyof AggregateRow, string]> = [
  ['sum', 'Sum'],
  ['mean', 'Simple mean'],
  ['weightedMean', 'Value-weighted mean'],
  ['median', 'Median'],
];

/**
 * How an aggregate was made: the formula of each figure, and every company's value, quality and weight
 * (the investment value at the period's last quarter end, from the named funds' positions). In words a
 * user reads: no metric codes, value-version or fund ids (issue 29).
 */
export function HowMadeDrawer({
  row,
  period,
  funds = [],
  onClose,
}: {
  row: AggregateRow | null;
  period: string | null;
  /** The scope's funds, to name the positions the weights come from. */
  funds?: ReadonlyArray<{ fundId: number; name: string }>;
  onClose: () => void;
}) {
  const fundName = (id: number) => funds.find((f) => f.fundId === id)?.name ?? 'a fund';
  const companyName = (i: { companyName: string | null }) => i.companyName ?? 'A company without a name';
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={row ? (row.name ?? 'Metric without a name') : ''}
    >
      {row ? (
        <Stack gap="md">
          <Group gap="xs">
            {period ? <Badge variant="light">{periodLabel(period)}</Badge> : null}
            <Badge variant="light">
              {row.count} of {row.members} companies
            </Badge>
            <Badge variant="light">Estimated {pct(row.estimatedShare)}</Badge>
            {row.howMade.inputs.some((i) => i.override) ? (
              <Badge variant="light" color="orange">
                Uses a GP override
              </Badge>
            ) : null}
          </Group>
          <Title order={3} size="h5">
            Figures and formulas
          </Title>
          <Table withTableBorder>
            <Table.Tbody>
              {FIGURES.filter(([k]) => row[k] !== null && row.howMade.formulas[k]).map(([k, label]) => (
                <Table.Tr key={k}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td ff="monospace">
                    {row.kind === 'share'
                      ? pct(row[k] as number)
                      : `${num(row[k] as number)} ${unitLabel(row.unit)}`}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.howMade.formulas[k]}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
              {row.distribution ? (
                <Table.Tr>
                  <Table.Th scope="row">Answers</Table.Th>
                  <Table.Td colSpan={2}>
                    {Object.entries(row.distribution)
                      .map(([answer, n]) => `${answer}: ${n}`)
                      .join(' · ')}
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
          <Title order={3} size="h5">
            Inputs ({row.howMade.inputs.length})
          </Title>
          {row.howMade.inputs.map((i) => {
            const o = i.override;
            // The GP's own value replaced the company's in this figure (ADR 0184), with the original.
            return o ? (
              <Text key={i.companyId} size="sm" c="orange.9" data-testid="override-note">
                {companyName(i)}: your override ({o.byName ?? 'your team'},{' '}
                {new Date(o.at).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })}) is
                used; the company published {valueText(o.original.value, row.unit)}. Why: “{o.reason}”
              </Text>
            ) : null;
          })}
          <Table.ScrollContainer minWidth={460}>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Company</Table.Th>
                  <Table.Th ta="right">Value</Table.Th>
                  <Table.Th>Quality</Table.Th>
                  <Table.Th ta="right">Weight (EUR)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {row.howMade.inputs.map((i) => (
                  <Table.Tr key={i.companyId}>
                    <Table.Td>{companyName(i)}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {valueText(i.value, row.unit)}
                    </Table.Td>
                    <Table.Td>
                      {i.quality ? <StatusBadge set="valueQuality" code={i.quality} /> : '—'}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {i.weight > 0 ? num(i.weight) : 'not held'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed">
            Weights:{' '}
            {row.howMade.weightSources.length
              ? row.howMade.weightSources
                  .map(
                    (s) =>
                      `${possessive(fundName(s.fundId))} positions on ${new Date(s.date).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })}`,
                  )
                  .join(', ')
              : 'no positions recorded for this period, so there is no value-weighted figure'}
            .
          </Text>
        </Stack>
      ) : null}
    </Drawer>
  );
}
