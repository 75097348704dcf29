import { Badge, Drawer, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { carriedText } from '@esg/contracts/calculation-inputs/facts';
import { paiInputMetric } from '@esg/contracts/calculation-inputs/pai';
import type { PaiIndicatorResultBody, PaiStatement } from '@esg/contracts/reporting';
import { AnchorLink } from '@/components/ui/links';
import { formatDay } from '@/lib/dates';
import { eur, figure, indicatorTitle, overrideText, share } from './format';

/**
 * A figure's drill-down: the companies included and excluded (and why), and how each quarter was made —
 * formula, every position's inputs with their value version ids, the reference data version.
 */
export function ProvenanceDrawer({
  indicator,
  statement,
  names,
  onClose,
}: {
  indicator: PaiIndicatorResultBody | null;
  statement: PaiStatement;
  names: ReadonlyMap<number | string, string>;
  onClose: () => void;
}) {
  const name = (id: number | string) =>
    names.get(id) ?? (typeof id === 'string' ? id.replace('country:', 'Country ') : `Company ${id}`);
  const provenance = indicator?.provenance;
  return (
    <Drawer
      opened={indicator !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={indicator ? `${indicator.id} ${indicatorTitle(indicator)}` : ''}
    >
      {indicator ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {indicator.metric}
          </Text>
          <Group gap="xs">
            <Badge variant="light">
              Year {statement.year}: {figure(indicator.value)} {indicator.unit}
            </Badge>
            <Badge variant="light">Coverage {share(indicator.coverage)}</Badge>
            <Badge variant="light">Estimated {share(indicator.estimatedShare)}</Badge>
          </Group>
          <Tabs defaultValue="companies">
            <Tabs.List>
              <Tabs.Tab value="companies">Companies</Tabs.Tab>
              <Tabs.Tab value="provenance">How it was made</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="companies" pt="md">
              <Title order={3} size="h5" mb="xs">
                Included ({indicator.included.length})
              </Title>
              <Table striped withTableBorder mb="md" aria-label="Companies included">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Held at</Table.Th>
                    <Table.Th>Data</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {indicator.included.map((c) => (
                    <Table.Tr key={String(c.companyId)}>
                      <Table.Td>{name(c.companyId)}</Table.Td>
                      <Table.Td>{c.quarters.map(formatDay).join(', ')}</Table.Td>
                      <Table.Td>
                        {c.estimated ? <Badge variant="light">Estimated</Badge> : 'Reported'}
                        {(c.carried ?? []).map((f) => (
                          <Text key={f.metric} size="xs" c="dimmed">
                            {paiInputMetric(f.metric)?.description ?? f.metric}: {carriedText(f)}
                          </Text>
                        ))}
                        {(c.overridden ?? []).map((o) => (
                          <Text key={`override-${o.metric}`} size="xs" c="orange.9">
                            <Badge size="xs" color="orange" variant="light" mr={4}>
                              Override
                            </Badge>
                            {paiInputMetric(o.metric)?.description ?? o.metric}: {overrideText(o, formatDay)}
                          </Text>
                        ))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {indicator.assetClass === 'sovereign' ? (
                <Text size="sm" mb="md">
                  Investee countries take the figures your team saved for {statement.year}
                  {(statement.countries ?? []).length
                    ? ` (${(statement.countries ?? []).map((c) => `${c.country}: ${c.source}`).join('; ')})`
                    : ' (none saved yet)'}
                  . Enter or change them with the country figures of the{' '}
                  <AnchorLink to="/scorecards/pcaf">PCAF scorecard</AnchorLink>.
                </Text>
              ) : null}
              <Title order={3} size="h5" mb="xs">
                Not included ({indicator.excluded.length})
              </Title>
              {indicator.excluded.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Every relevant investment is in the figure.
                </Text>
              ) : (
                <Table striped withTableBorder aria-label="Companies not included">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Company</Table.Th>
                      <Table.Th>Why</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {indicator.excluded.map((c) => (
                      <Table.Tr key={`${String(c.companyId)}-${c.code}`}>
                        <Table.Td>{name(c.companyId)}</Table.Td>
                        <Table.Td>{c.reason}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="provenance" pt="md">
              {provenance ? (
                <Stack gap="md">
                  <div>
                    <Text fw={600} size="sm">
                      Formula {provenance.formula.id}
                    </Text>
                    <Text size="sm">{provenance.formula.text}</Text>
                    <Text size="xs" c="dimmed">
                      Source: {provenance.formula.source}. {provenance.averaging}
                    </Text>
                  </div>
                  <Text size="xs" c="dimmed">
                    Reference data: the SFDR Delegated Regulation ({provenance.reference.document}); computed
                    on {formatDay(provenance.computedAt)}.
                  </Text>
                  {provenance.quarters.map((q) => (
                    <Stack key={q.date} gap={4}>
                      <Text fw={600} size="sm">
                        {formatDay(q.date)}: {figure(q.value)} {indicator.unit}
                      </Text>
                      <Text size="xs" c="dimmed">
                        All investments {eur(q.allInvestments)}; relevant {eur(q.relevantValue)}; covered{' '}
                        {eur(q.coveredValue)}; numerator {figure(q.numerator, 4)}
                        {q.denominator !== null ? `; denominator ${figure(q.denominator, 4)}` : ''}
                      </Text>
                      <Table withTableBorder fz="xs" aria-label={`Contributions at ${q.date}`}>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>Company</Table.Th>
                            <Table.Th>Position</Table.Th>
                            <Table.Th>Inputs (value, quality, version)</Table.Th>
                            <Table.Th ta="right">Term</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {q.contributions.map((c, i) => (
                            <Table.Tr key={`${String(c.companyId)}-${i}`}>
                              <Table.Td>{name(c.companyId)}</Table.Td>
                              <Table.Td>
                                {eur(c.position.value)} {c.position.instrument ?? ''}
                              </Table.Td>
                              <Table.Td>
                                {c.inputs.map((x) => (
                                  <div key={x.metric}>
                                    {paiInputMetric(x.metric)?.description ?? x.metric}:{' '}
                                    {typeof x.value === 'number'
                                      ? figure(x.value, Number.isInteger(x.value) ? 0 : 2)
                                      : String(x.value)}{' '}
                                    {x.unit}
                                    {x.quality ? ` · ${x.quality}` : ''}
                                    {x.carriedFrom ? ` · ${carriedText(x.carriedFrom)}` : ''}
                                    {x.override ? (
                                      <Text size="xs" c="orange.9" data-testid="override-note">
                                        <Badge size="xs" color="orange" variant="light" mr={4}>
                                          Override
                                        </Badge>
                                        {overrideText(x.override, formatDay)}
                                      </Text>
                                    ) : null}
                                  </div>
                                ))}
                              </Table.Td>
                              <Table.Td ta="right">{figure(c.term, 4)}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Stack>
                  ))}
                </Stack>
              ) : (
                <Text size="sm">No provenance.</Text>
              )}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      ) : null}
    </Drawer>
  );
}
