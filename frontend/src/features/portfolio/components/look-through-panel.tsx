import { Suspense, lazy, useState } from 'react';
import { Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { Fund } from '@esg/contracts/portfolio';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { formatDay } from '@/lib/dates';
import type { ExplainTarget } from '@/shared/pai-lineage/explain-drawer';
import { useLookThrough } from '../api/get-look-through';

// The drawer (and the evidence viewer it opens) loads when a figure is explained: the page's chunk keeps its budget.
const ExplainDrawer = lazy(() =>
  import('@/shared/pai-lineage/explain-drawer').then((m) => ({ default: m.ExplainDrawer })),
);

/** The year of the latest quarter end before today (the last one lies within 92 days). */
function latestFigureYear(): number {
  return new Date(Date.now() - 92 * 86_400_000).getUTCFullYear();
}

const figure = (value: number | null) =>
  value === null
    ? '—'
    : value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An LP fund's look-through (issue 27 item 7, ADR 0220): the mandatory PAI figures of each GP fund it invests in,
 * each with "Explain", which walks the figure down to the companies, values and documents behind it.
 */
export function LookThroughPanel({ fund }: { fund: Fund }) {
  const latest = latestFigureYear();
  const [year, setYear] = useState(latest);
  const [explain, setExplain] = useState<ExplainTarget | null>(null);
  const look = useLookThrough(fund.id, year);
  const years = [latest, latest - 1, latest - 2, latest - 3].map(String);
  return (
    <Card p="md" component="section" aria-label={`Look-through of ${fund.name}`}>
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            Look-through: the PAI figures of the funds it holds
          </Title>
          <Text size="sm" c="dimmed">
            Table 1 of each fund&apos;s principal adverse impact statement, as its manager computes it.
            Explain a figure to see the companies, values and documents behind it.
          </Text>
        </div>
        <Select
          label="Year"
          data={years}
          value={String(year)}
          onChange={(v) => v && setYear(Number(v))}
          allowDeselect={false}
          w={120}
        />
      </Group>
      {look.error ? (
        <QueryError error={look.error} onRetry={() => void look.refetch()} />
      ) : !look.data ? (
        <Text size="sm" c="dimmed" role="status">
          Loading the figures…
        </Text>
      ) : look.data.funds.length === 0 ? (
        <EmptyState
          title="This fund holds no GP fund yet."
          description="The figures of the funds it invests in appear here."
        />
      ) : (
        <Stack gap="lg">
          {look.data.funds.map((f) => (
            <Stack key={f.fundId} gap="xs">
              <Group gap="xs" wrap="wrap">
                <Title order={3} size="h5">
                  {f.name ?? 'Unnamed fund'}
                </Title>
                {f.managerName ? <Badge variant="light">Managed by {f.managerName}</Badge> : null}
              </Group>
              {f.indicators.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No positions recorded by its manager for {year}.
                </Text>
              ) : (
                <>
                  <Text size="xs" c="dimmed">
                    Quarter ends: {f.quarterEnds.map(formatDay).join(', ')}
                  </Text>
                  <Table.ScrollContainer minWidth={560}>
                    <Table
                      striped
                      withTableBorder
                      aria-label={`PAI figures of ${f.name ?? 'the fund'} ${year}`}
                      data-phone-layout="cards"
                    >
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Indicator</Table.Th>
                          <Table.Th ta="right">Year {year}</Table.Th>
                          <Table.Th ta="right">Coverage</Table.Th>
                          <Table.Th />
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {f.indicators.map((i) => {
                          const title = `${i.id} ${i.indicator.replace(/^\d+\.\s*/, '')}${i.label ? ` — ${i.label}` : ''}`;
                          return (
                            <Table.Tr key={i.id}>
                              <Table.Th scope="row" fw={500} fz="sm">
                                {title}
                              </Table.Th>
                              <Table.Td
                                ta="right"
                                fz="sm"
                                style={{ whiteSpace: 'nowrap' }}
                                data-label={`Year ${year}`}
                              >
                                {figure(i.value)}{' '}
                                <Text span size="xs" c="dimmed">
                                  {i.value === null ? '' : i.unit}
                                </Text>
                              </Table.Td>
                              <Table.Td ta="right" fz="sm" data-label="Coverage">
                                {i.coverage === null ? '—' : `${(i.coverage * 100).toFixed(1)}%`}
                              </Table.Td>
                              <Table.Td ta="right" data-label="Actions">
                                {i.value !== null ? (
                                  <Button
                                    size="compact-xs"
                                    variant="light"
                                    aria-label={`Explain ${title} of ${f.name ?? 'the fund'}`}
                                    onClick={() =>
                                      setExplain({
                                        year,
                                        indicatorId: i.id,
                                        title,
                                        funds: [{ fundId: f.fundId, name: f.name }],
                                      })
                                    }
                                  >
                                    Explain
                                  </Button>
                                ) : null}
                              </Table.Td>
                            </Table.Tr>
                          );
                        })}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {explain ? (
        <Suspense fallback={null}>
          <ExplainDrawer target={explain} onClose={() => setExplain(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
