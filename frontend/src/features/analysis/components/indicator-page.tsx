import { Badge, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { IndicatorDetail } from '@esg/contracts/highlights';
import { ChartContainer } from '@/components/ui/chart-container';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatusBadge, ToneBadge } from '@/components/ui/status-badge';
import { TONES } from '@/components/ui/tones';
import { useIndicator } from '../api/highlights';
import { num, pct, periodOptions, signedPct, unitLabel, valueText } from './format';
import { RankedBars, rankedBarsHeight } from './ranked-bars';

export interface IndicatorSearch {
  metric?: string;
  period?: string;
}

const headline = (d: Pick<IndicatorDetail, 'kind' | 'unit'>, v: number | null) =>
  v === null ? '—' : d.kind === 'share' ? pct(v) : `${num(v)} ${unitLabel(d.unit)}`.trim();

/**
 * /indicatorDetail?metric=: one indicator — its definition, the framework references that ask for it, its
 * portfolio figure per period and every company's value of the period (quality, change, rank), with a bar
 * chart of the values. Linked from the highlights and the leaderboard.
 */
export function IndicatorPage({
  companyId,
  search,
  onSearch,
}: {
  companyId: number;
  search: IndicatorSearch;
  onSearch: (next: IndicatorSearch) => void;
}) {
  const metric = search.metric ?? 'ghg.scope1';
  const query = useIndicator(companyId, metric, search.period ?? null);
  const d = query.data;
  const numeric = (d?.values ?? []).filter((v) => typeof v.value === 'number');
  const narrow = !!useMediaQuery('(max-width: 48em)');
  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={[
          <AnchorLink key="h" to="/highlights">
            Highlights
          </AnchorLink>,
          d?.name ?? 'Indicator',
        ]}
        title={d?.name ?? 'Indicator'}
        meta={
          <Group gap="xs">
            {d ? <Badge variant="light">{unitLabel(d.unit) || 'no unit'}</Badge> : null}
            {d?.polarity ? (
              <Badge variant="light">{d.polarity === 'lower' ? 'lower is better' : 'higher is better'}</Badge>
            ) : null}
          </Group>
        }
        secondaryActions={
          <Group gap="sm" align="flex-end">
            <Select
              label="Period"
              w={150}
              data={periodOptions(d?.periods ?? [], search.period)}
              value={search.period ?? ''}
              onChange={(v) => onSearch({ ...search, period: v || undefined })}
              allowDeselect={false}
            />
            {d?.scope === 'portfolio' ? (
              <AnchorLink to="/trend" search={{ metrics: metric, series: `portfolio:${companyId}` }}>
                Open in Trends
              </AnchorLink>
            ) : (
              <AnchorLink to="/data-trends" search={{ metrics: metric }}>
                Open in Data Trends
              </AnchorLink>
            )}
          </Group>
        }
      />
      {query.error ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {d ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="md" radius="lg" component="section" aria-label="Definition">
            <Title order={2} size="h4" mb="xs">
              Definition
            </Title>
            <Text size="sm">
              {d.definition ?? d.helpText ?? 'The dictionary gives no definition for this metric.'}
            </Text>
            {d.definition && d.helpText ? (
              <Text size="sm" c="dimmed" mt="xs">
                {d.helpText}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" mt="xs">
              Type {d.type ?? 'unknown'} · stored in {unitLabel(d.unit) || 'no unit'}
            </Text>
          </Paper>
          <Paper withBorder p="md" radius="lg" component="section" aria-label="Framework references">
            <Title order={2} size="h4" mb="xs">
              Framework references
            </Title>
            {d.usedBy.length === 0 && d.frameworks.length === 0 ? (
              <Text size="sm" c="dimmed">
                No framework names this metric.
              </Text>
            ) : null}
            <Group gap={6} mb="xs">
              {d.usedBy.map((ref) => (
                <ToneBadge key={ref} tone="neutral">
                  {ref}
                </ToneBadge>
              ))}
            </Group>
            {d.frameworks.map((f) => (
              <Text key={f.standardId} size="sm">
                {f.name} {f.version}
                {f.section ? ` · ${f.section}` : ''}
              </Text>
            ))}
          </Paper>
        </SimpleGrid>
      ) : null}
      {d && d.history.length > 0 ? (
        <Paper withBorder p="md" radius="lg" component="section" aria-label="By period">
          <Title order={2} size="h4" mb="xs">
            {d.scope === 'portfolio' ? 'Portfolio figure by period' : 'Your value by period'}
          </Title>
          <Group gap="lg">
            {d.history.map((h) => (
              <Stack key={h.period} gap={0}>
                <Text size="xs" c="dimmed">
                  {h.period}
                </Text>
                <Text fw={600}>{headline(d, h.headline)}</Text>
                {d.scope === 'portfolio' ? (
                  <Text size="xs" c="dimmed">
                    {h.count} {h.count === 1 ? 'company' : 'companies'}
                  </Text>
                ) : null}
              </Stack>
            ))}
          </Group>
        </Paper>
      ) : null}
      {d && numeric.length > 0 ? (
        <ChartContainer
          title={`${d.name ?? metric} · ${d.period}`}
          description={d.polarity ? `Ranked, best first (${d.polarity} is better)` : 'Largest first'}
          height={rankedBarsHeight(numeric.length, narrow)}
        >
          {({ width }) => (
            <RankedBars
              width={width}
              color={TONES.brand.solid}
              narrow={narrow}
              items={numeric.map((v) => ({
                key: String(v.companyId),
                name: v.name,
                value: v.value as number,
                estimated: v.quality === 'estimated',
                label: num(v.value as number),
              }))}
            />
          )}
        </ChartContainer>
      ) : null}
      {d ? (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {d.scope === 'portfolio'
              ? `Across the portfolio · ${d.period ?? ''}`
              : `Your value · ${d.period ?? ''}`}
          </Title>
          {d.values.length === 0 ? (
            <EmptyState size="sm" title="No published value for this period." />
          ) : (
            <Table.ScrollContainer minWidth={600}>
              <Table
                withTableBorder
                striped
                aria-label="Values across the portfolio"
                data-phone-layout="cards"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th ta="right">Rank</Table.Th>
                    <Table.Th>Company</Table.Th>
                    <Table.Th ta="right">{d.period}</Table.Th>
                    <Table.Th ta="right">{d.previousPeriod ?? 'Previous'}</Table.Th>
                    <Table.Th ta="right">Change</Table.Th>
                    <Table.Th>Quality</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.values.map((v) => (
                    <Table.Tr key={v.companyId}>
                      <Table.Td ta="right" data-label="Rank">
                        {v.rank ?? '—'}
                      </Table.Td>
                      <Table.Th scope="row">{v.name}</Table.Th>
                      <Table.Td ta="right" ff="monospace" data-label={d.period}>
                        {valueText(v.value, d.unit)}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace" data-label={d.previousPeriod ?? 'Previous'}>
                        {valueText(v.previous, d.unit)}
                      </Table.Td>
                      <Table.Td ta="right" data-label="Change">
                        {v.improvement ? (
                          <ToneBadge
                            tone={
                              v.improvement === 'improved'
                                ? 'success'
                                : v.improvement === 'worsened'
                                  ? 'danger'
                                  : 'neutral'
                            }
                          >
                            {signedPct(v.relative)}
                          </ToneBadge>
                        ) : (
                          signedPct(v.relative)
                        )}
                      </Table.Td>
                      <Table.Td data-label="Quality">
                        {v.quality ? <StatusBadge set="valueQuality" code={v.quality} /> : '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
