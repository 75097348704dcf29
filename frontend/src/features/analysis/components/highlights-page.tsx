import { useState } from 'react';
import { Group, Paper, Select, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconTrophy } from '@tabler/icons-react';
import type { HighlightMetric, Mover, PortfolioHighlights } from '@esg/contracts/highlights';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { ToneBadge } from '@/components/ui/status-badge';
import { useAutoHighlights, useHighlights } from '../api/highlights';
import { num, pct, periodOptions, signedPct, unitLabel } from './format';

export interface HighlightsSearch {
  period?: string;
}

const figure = (m: Pick<HighlightMetric, 'kind' | 'unit'>, v: number | null) =>
  v === null ? '—' : m.kind === 'share' ? pct(v) : `${num(v)} ${unitLabel(m.unit)}`.trim();

const direction = (m: HighlightMetric) => (m.polarity === 'lower' ? 'lower is better' : 'higher is better');

function PeriodSelect({
  data,
  period,
  onSearch,
}: {
  data: PortfolioHighlights | undefined;
  period: string | undefined;
  onSearch: (next: HighlightsSearch) => void;
}) {
  return (
    <Select
      label="Period"
      w={150}
      data={periodOptions(data?.periods ?? [], period)}
      value={period ?? ''}
      onChange={(v) => onSearch({ period: v || undefined })}
      allowDeselect={false}
    />
  );
}

/** The indicator's detail for the same period as the highlights the reader is looking at. */
function IndicatorLink({ m, period }: { m: Pick<HighlightMetric, 'metricCode' | 'name'>; period?: string }) {
  return (
    <AnchorLink to="/indicatorDetail" search={{ metric: m.metricCode, period }} fw={600}>
      {m.name ?? m.metricCode}
    </AnchorLink>
  );
}

function MoverLine({ label, mover, m }: { label: string; mover: Mover | null; m: HighlightMetric }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {label === 'Best' ? (
        <IconArrowUpRight size={16} color="#1f7a4d" aria-hidden />
      ) : (
        <IconArrowDownRight size={16} color="#c0362c" aria-hidden />
      )}
      <Text size="sm">
        <strong>{label}:</strong>{' '}
        {mover
          ? `${mover.name} ${figure(m, mover.previous)} → ${figure(m, mover.current)} (${signedPct(mover.relative)})`
          : label === 'Best'
            ? 'nobody improved'
            : 'nobody worsened'}
      </Text>
    </Group>
  );
}

/**
 * /highlights: what moved in the portfolio since the period before — per ranked metric the portfolio's
 * figure with its change, the best and the worst mover, each linking to the indicator's detail; and the
 * switch of the automatic highlights e-mail (`auto_highlights_flag`).
 */
export function HighlightsPage({
  companyId,
  autoHighlights,
  mayChangeEmail,
  search,
  onSearch,
}: {
  companyId: number;
  autoHighlights: boolean | null;
  mayChangeEmail: boolean;
  search: HighlightsSearch;
  onSearch: (next: HighlightsSearch) => void;
}) {
  const query = useHighlights(companyId, search.period ?? null);
  const data = query.data;
  const email = useAutoHighlights(companyId);
  const [emailSaved, setEmailSaved] = useState<string | null>(null);
  const improved = (data?.metrics ?? []).filter((m) => m.portfolio.improvement === 'improved');
  // A metric where nothing moved gets no card, only its name at the end.
  const moved = (data?.metrics ?? []).filter(
    (m) => m.portfolio.improvement !== 'unchanged' || m.best !== null || m.worst !== null,
  );
  const still = (data?.metrics ?? []).filter((m) => !moved.includes(m));
  const worsened = (data?.metrics ?? []).filter((m) => m.portfolio.improvement === 'worsened');
  return (
    <Stack gap="lg">
      <PageHeader
        title="Highlights"
        description={
          data?.period && data.previousPeriod
            ? `${data.name ?? 'Your portfolio'}: what moved from ${data.previousPeriod} to ${data.period}.`
            : `${data?.name ?? 'Your portfolio'}: what moved since the period before.`
        }
        secondaryActions={
          <Group gap="sm" align="flex-end">
            <PeriodSelect data={data} period={search.period} onSearch={onSearch} />
            <AnchorLink to="/leaderboardHighlights" search={{ period: search.period }}>
              Leaderboard
            </AnchorLink>
          </Group>
        }
      />
      <Paper withBorder p="md" radius="lg">
        <Group justify="space-between" gap="sm">
          <Stack gap={0}>
            <Text fw={600}>Automatic highlights e-mail</Text>
            <Text size="sm" c="dimmed">
              When on, your team receives these highlights by e-mail after new data is published.
            </Text>
          </Stack>
          <Switch
            aria-label="Automatic highlights e-mail"
            checked={autoHighlights ?? false}
            disabled={autoHighlights === null || !mayChangeEmail || email.isPending}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setEmailSaved(null);
              email.mutate(on, {
                onSuccess: () => setEmailSaved(`The automatic highlights e-mail is ${on ? 'on' : 'off'}.`),
              });
            }}
          />
        </Group>
        <FormAlert error={email.error} success={emailSaved} />
      </Paper>
      {query.error ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && data.metrics.length === 0 ? (
        <EmptyState
          title="No highlights yet."
          description="Highlights compare two periods: they appear once your companies have published twice."
        />
      ) : null}
      {data && data.metrics.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Paper withBorder p="md" radius="lg" component="section" aria-label="Improved">
            <Title order={2} size="h4" mb="xs">
              Improved ({improved.length})
            </Title>
            {improved.length === 0 ? (
              <Text size="sm" c="dimmed">
                No portfolio figure improved.
              </Text>
            ) : (
              improved.map((m) => (
                <Group key={m.metricCode} justify="space-between" wrap="nowrap">
                  <IndicatorLink m={m} period={data?.period ?? undefined} />
                  <ToneBadge tone="success">{signedPct(m.portfolio.relative)}</ToneBadge>
                </Group>
              ))
            )}
          </Paper>
          <Paper withBorder p="md" radius="lg" component="section" aria-label="Worsened">
            <Title order={2} size="h4" mb="xs">
              Worsened ({worsened.length})
            </Title>
            {worsened.length === 0 ? (
              <Text size="sm" c="dimmed">
                No portfolio figure worsened.
              </Text>
            ) : (
              worsened.map((m) => (
                <Group key={m.metricCode} justify="space-between" wrap="nowrap">
                  <IndicatorLink m={m} period={data?.period ?? undefined} />
                  <ToneBadge tone="danger">{signedPct(m.portfolio.relative)}</ToneBadge>
                </Group>
              ))
            )}
          </Paper>
        </SimpleGrid>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {(data?.metrics ?? []).map((m) => (
          <Paper
            key={m.metricCode}
            withBorder
            p="md"
            radius="lg"
            component="section"
            aria-label={m.name ?? m.metricCode}
          >
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <IndicatorLink m={m} period={data?.period ?? undefined} />
                {m.portfolio.improvement ? (
                  <ToneBadge
                    tone={
                      m.portfolio.improvement === 'improved'
                        ? 'success'
                        : m.portfolio.improvement === 'worsened'
                          ? 'danger'
                          : 'neutral'
                    }
                  >
                    {m.portfolio.improvement}
                  </ToneBadge>
                ) : null}
              </Group>
              <Text size="xl" fw={700}>
                {figure(m, m.portfolio.current)}
              </Text>
              <Text size="xs" c="dimmed">
                {data?.previousPeriod
                  ? `${data.previousPeriod}: ${figure(m, m.portfolio.previous)} · ${signedPct(m.portfolio.relative)} · ${direction(m)}`
                  : direction(m)}
              </Text>
              <MoverLine label="Best" mover={m.best} m={m} />
              <MoverLine label="Worst" mover={m.worst} m={m} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {still.length ? (
        <Text size="sm" c="dimmed">
          Unchanged: {still.map((m) => m.name ?? m.metricCode).join(', ')}.
        </Text>
      ) : null}
      {data ? (
        <Text size="xs" c="dimmed">
          Whether higher or lower is better is set for each metric by the platform (list{' '}
          {data.polarityVersion.replace(/^polarity-/, 'version ')}). A company is compared with itself, on the
          values it published for both periods.
        </Text>
      ) : null}
    </Stack>
  );
}

/** /leaderboardHighlights: the portfolio's companies ranked by improvements minus setbacks. */
export function LeaderboardPage({
  companyId,
  search,
  onSearch,
}: {
  companyId: number;
  search: HighlightsSearch;
  onSearch: (next: HighlightsSearch) => void;
}) {
  const query = useHighlights(companyId, search.period ?? null);
  const data = query.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Leaderboard Highlights"
        description={
          data?.period && data.previousPeriod
            ? `Companies ranked by the metrics they improved minus those that worsened, ${data.previousPeriod} → ${data.period}.`
            : 'Companies ranked by the metrics they improved minus those that worsened.'
        }
        secondaryActions={
          <Group gap="sm" align="flex-end">
            <PeriodSelect data={data} period={search.period} onSearch={onSearch} />
            <AnchorLink to="/highlights" search={{ period: search.period }}>
              Highlights
            </AnchorLink>
          </Group>
        }
      />
      {query.error ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && data.leaderboard.length === 0 ? (
        <EmptyState
          title="No companies to rank yet."
          description="The leaderboard needs two published periods."
        />
      ) : null}
      {data && data.leaderboard.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder striped aria-label="Leaderboard" data-phone-layout="cards">
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">Rank</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th ta="right">Improved</Table.Th>
                <Table.Th ta="right">Worsened</Table.Th>
                <Table.Th ta="right">Unchanged</Table.Th>
                <Table.Th ta="right">Score</Table.Th>
                <Table.Th>Best improvement</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.leaderboard.map((r, i) => (
                <Table.Tr key={r.companyId}>
                  <Table.Td ta="right" data-label="Rank">
                    {i === 0 && r.score > 0 ? (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <IconTrophy size={16} color="#c77800" aria-hidden />1
                      </Group>
                    ) : (
                      i + 1
                    )}
                  </Table.Td>
                  <Table.Th scope="row">{r.name}</Table.Th>
                  <Table.Td ta="right" data-label="Improved">
                    {r.improved}
                  </Table.Td>
                  <Table.Td ta="right" data-label="Worsened">
                    {r.worsened}
                  </Table.Td>
                  <Table.Td ta="right" data-label="Unchanged">
                    {r.unchanged}
                  </Table.Td>
                  <Table.Td ta="right" fw={700} data-label="Score">
                    {r.score > 0 ? `+${r.score}` : r.score}
                  </Table.Td>
                  <Table.Td data-label="Best improvement">
                    {r.top ? (
                      <Group gap={6} wrap="nowrap">
                        <AnchorLink
                          to="/indicatorDetail"
                          search={{ metric: r.top.metricCode, period: data?.period ?? undefined }}
                          size="sm"
                        >
                          {r.top.name ?? r.top.metricCode}
                        </AnchorLink>
                        <Text size="sm" c="dimmed">
                          {signedPct(r.top.relative)}
                        </Text>
                      </Group>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {data && data.metrics.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h3">
            Per metric
          </Title>
          <Table.ScrollContainer minWidth={640}>
            <Table withTableBorder aria-label="Best and worst movers per metric" data-phone-layout="cards">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Metric</Table.Th>
                  <Table.Th>Best mover</Table.Th>
                  <Table.Th>Worst mover</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.metrics.map((m) => (
                  <Table.Tr key={m.metricCode}>
                    <Table.Th scope="row">
                      <IndicatorLink m={m} period={data?.period ?? undefined} />
                      <Text size="xs" c="dimmed">
                        {direction(m)}
                      </Text>
                    </Table.Th>
                    <Table.Td data-label="Best mover">
                      {m.best ? `${m.best.name} (${signedPct(m.best.relative)})` : '—'}
                    </Table.Td>
                    <Table.Td data-label="Worst mover">
                      {m.worst ? `${m.worst.name} (${signedPct(m.worst.relative)})` : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </Stack>
  );
}
