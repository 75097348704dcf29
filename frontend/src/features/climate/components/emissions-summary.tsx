import { Group, Paper, Stack, Table, Tabs, Text, Tooltip } from '@mantine/core';
import { formatTonnes, type ScopeSummary } from '../summary';
import { EmissionsDonut } from './emissions-donut';

/**
 * The Emissions summary (spec 2.9): pill tabs Scope 1, Scope 2, Scope 3, each with its totals table
 * (4 decimals, employee commuting as an integer) and the 'Emissions Chart' donut. Each figure shows
 * how it was made on hover or focus.
 */
export function EmissionsSummaryTabs({ scopes }: { scopes: readonly ScopeSummary[] }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="emissions-summary-title">
      <Text id="emissions-summary-title" component="h2" fw={700} size="lg" mb="sm">
        Emissions summary
      </Text>
      <Tabs variant="pills" defaultValue="1" keepMounted={false}>
        <Tabs.List mb="md">
          {scopes.map((s) => (
            <Tabs.Tab key={s.scope} value={s.scope}>
              Scope {s.scope}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {scopes.map((s) => (
          <Tabs.Panel key={s.scope} value={s.scope}>
            <Group align="flex-start" grow wrap="wrap" gap="md">
              <Stack gap="xs" style={{ minWidth: 280 }}>
                <Table withTableBorder striped aria-label={`Scope ${s.scope} totals`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Emission</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {s.scope === '2' ? 'Location-based tCO₂e' : 'tCO₂e'}
                      </Table.Th>
                      {s.scope === '2' ? (
                        <Table.Th scope="col" ta="right">
                          Market-based tCO₂e
                        </Table.Th>
                      ) : null}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {s.rows.map((r) => (
                      <Table.Tr key={r.code}>
                        <Table.Th scope="row" fw={500}>
                          {r.label}
                        </Table.Th>
                        <Table.Td ta="right" ff="monospace">
                          <Tooltip label={r.how} multiline w={360} withArrow>
                            <span tabIndex={0}>{formatTonnes(r.tCO2e, r.code)}</span>
                          </Tooltip>
                        </Table.Td>
                        {s.scope === '2' ? (
                          <Table.Td ta="right" ff="monospace">
                            {formatTonnes(r.tCO2eMarket, r.code)}
                          </Table.Td>
                        ) : null}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th scope="row">Total scope {s.scope}</Table.Th>
                      <Table.Td ta="right" ff="monospace" fw={700} data-testid={`scope${s.scope}-total`}>
                        {formatTonnes(s.total)}
                      </Table.Td>
                      {s.scope === '2' ? (
                        <Table.Td ta="right" ff="monospace" fw={700}>
                          {formatTonnes(s.totalMarket)}
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
                <Text size="xs" c="dimmed">
                  tCO₂e = Σ (quantity × factor) ÷ 1000 of the scope&apos;s lines; hover a figure to see its
                  sum.
                </Text>
              </Stack>
              <EmissionsDonut title="Emissions Chart" rows={s.rows} />
            </Group>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
