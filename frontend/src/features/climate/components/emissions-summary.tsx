import { Badge, Group, Paper, SimpleGrid, Stack, Table, Tabs, Text, Tooltip } from '@mantine/core';
import { formatNumber, formatTonnes, type ScopeSummary } from '../summary';
import { EmissionsDonut } from './emissions-donut';

/** Dark shades: the badge text keeps WCAG AA contrast on the light background. */
export const qualityColour = (score: number) => (score <= 2 ? 'teal.9' : score <= 3.5 ? 'blue.9' : 'red.9');

/** A data-quality score with how it was made, on hover or focus. */
function QualityBadge({ quality, testId }: { quality: { score: number; how: string }; testId?: string }) {
  return (
    <Tooltip label={quality.how} multiline w={380} withArrow>
      <Badge
        variant="outline"
        color={qualityColour(quality.score)}
        tabIndex={0}
        data-testid={testId}
        tt="none"
        // A narrow table cell must not cut the score ("3 O…", issue 28): the badge keeps its own width.
        styles={{ root: { flexShrink: 0, minWidth: 'max-content' }, label: { overflow: 'visible' } }}
      >
        {formatNumber(quality.score, 1)} of 5
      </Badge>
    </Tooltip>
  );
}

/**
 * The Emissions summary (spec 2.9): the total across scopes, then pill tabs Scope 1, Scope 2, Scope 3, each
 * with its totals table (4 decimals, employee commuting as an integer) and the 'Emissions Chart' donut; scope 3
 * by the fifteen GHG Protocol categories with their data-quality scores (ADR 0161). Each figure shows how it
 * was made on hover or focus.
 */
export function EmissionsSummaryTabs({
  scopes,
  totalAcrossScopes,
}: {
  scopes: readonly ScopeSummary[];
  totalAcrossScopes: { location: number; market: number } | null;
}) {
  const [one, two, three] = scopes;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="emissions-summary-title">
      <Text id="emissions-summary-title" component="h2" fw={700} size="lg" mb="sm">
        Emissions summary
      </Text>
      {totalAcrossScopes ? (
        <Group gap="xl" mb="md" align="flex-end" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Total across scopes (scope 2 location-based)
            </Text>
            <Tooltip
              label={`Scope 1 ${formatTonnes(one.total)} + scope 2 ${formatTonnes(two.total)} + scope 3 ${formatTonnes(three.total)} t`}
              multiline
              w={320}
              withArrow
            >
              <Text fw={700} size="xl" ff="monospace" tabIndex={0} data-testid="total-across-scopes">
                {formatTonnes(totalAcrossScopes.location)} tCO₂e
              </Text>
            </Tooltip>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              With scope 2 market-based
            </Text>
            <Text fw={600} ff="monospace">
              {formatTonnes(totalAcrossScopes.market)} tCO₂e
            </Text>
          </Stack>
          {three.quality ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Scope 3 data quality (1 best, 5 worst)
              </Text>
              <QualityBadge quality={three.quality} testId="scope3-quality" />
            </Stack>
          ) : null}
        </Group>
      ) : null}
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
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
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
                      {s.scope === '3' ? (
                        <Table.Th scope="col" ta="right">
                          Data quality
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
                        {s.scope === '3' ? (
                          <Table.Td ta="right">
                            {r.quality ? <QualityBadge quality={r.quality} /> : '—'}
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
                      {s.scope === '3' ? (
                        <Table.Td ta="right">
                          {s.quality ? <QualityBadge quality={s.quality} /> : '—'}
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
            </SimpleGrid>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
