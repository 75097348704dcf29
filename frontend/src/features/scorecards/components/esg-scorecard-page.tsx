import { Suspense, lazy, useState } from 'react';
import { Anchor, Drawer, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { KpiScoreView, PillarScoreView } from '@esg/contracts/scorecards';
import { AnchorLink } from '@/components/ui/links';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatCard } from '@/components/ui/stat-card';
import { ToneBadge } from '@/components/ui/status-badge';
import { useCompanyScorecard } from '../api/company-scorecard';
import { usePortfolioScorecards } from '../api/portfolio-scorecards';
import { ScorecardControls, useScorecardViewer, type ScorecardPageProps } from './controls';
import { GRADE_TONES, inputText, methodVersion, num, unitLabel } from './format';

// The chart (visx) loads on its own, after the page: the route's first download stays in its budget.
const ScoreHistory = lazy(() => import('./scorecard-charts').then((m) => ({ default: m.ScoreHistory })));

function KpiDrawer({ kpi, onClose }: { kpi: KpiScoreView | null; onClose: () => void }) {
  return (
    <Drawer
      opened={kpi !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={kpi ? `${kpi.id} ${kpi.title}` : ''}
    >
      {kpi ? (
        <Stack gap="sm">
          <Text size="sm">
            <strong>Formula:</strong> {kpi.formula}
          </Text>
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Published input</Table.Th>
                <Table.Th scope="col" ta="right">
                  Value
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {kpi.inputs.map((i) => (
                <Table.Tr key={i.code}>
                  <Table.Th scope="row" fw={400}>
                    {i.name ?? i.code}
                  </Table.Th>
                  <Table.Td ta="right">{inputText(i.value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">
            <strong>Value:</strong> {kpi.value === null ? '—' : `${num(kpi.value, 2)} ${unitLabel(kpi.unit)}`}
          </Text>
          <Text size="sm">
            <strong>Rule:</strong> {kpi.rule}
          </Text>
          <Text size="sm">
            <strong>Points:</strong>{' '}
            {kpi.points === null ? `not scored (missing ${kpi.missing.join(', ')})` : num(kpi.points)}
          </Text>
        </Stack>
      ) : null}
    </Drawer>
  );
}

function PillarTable({ pillar, onOpen }: { pillar: PillarScoreView; onOpen: (k: KpiScoreView) => void }) {
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-label={pillar.title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {pillar.title}
        </Title>
        <Text size="sm" c="dimmed">
          Score {num(pillar.score)} · weight {num(pillar.weight * 100, 0)} % · {pillar.scored} of{' '}
          {pillar.kpis.length} KPIs scored
        </Text>
      </Group>
      {/* Three columns fit a phone: the KPI's name wraps, its value and points stay in view. */}
      <Table.ScrollContainer minWidth={0}>
        <Table striped fz="sm" aria-label={`${pillar.title} KPIs`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">KPI</Table.Th>
              <Table.Th scope="col" ta="right" data-key-column>
                Value
              </Table.Th>
              <Table.Th scope="col" ta="right" data-key-column>
                Points
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pillar.kpis.map((k) => (
              <Table.Tr key={k.id}>
                <Table.Th scope="row" fw={400}>
                  <Anchor component="button" type="button" ta="left" onClick={() => onOpen(k)}>
                    {k.id} {k.title}
                  </Anchor>
                </Table.Th>
                <Table.Td ta="right">
                  {k.value === null
                    ? '—'
                    : k.unit
                      ? `${num(k.value, 2)} ${unitLabel(k.unit)}`
                      : k.value
                        ? 'Yes'
                        : 'No'}
                </Table.Td>
                <Table.Td ta="right">
                  {k.points === null ? (
                    <Text span size="sm" c="dimmed">
                      not scored
                    </Text>
                  ) : (
                    num(k.points)
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * A company's ESG scorecard (/ESG-Scorecard, /scorecard-standard-9): overall score and grade, the pillar
 * scores and every KPI with its points; a KPI opens its inputs, formula and rule. An investor picks one of
 * its portfolio companies; a portfolio company sees its own.
 */
export function EsgScorecardPage({
  search,
  onSearch,
  title,
  description,
}: ScorecardPageProps & { title: string; description: string }) {
  const viewer = useScorecardViewer();
  const portfolio = usePortfolioScorecards(viewer.companyId, null, null, viewer.investor);
  const companies = portfolio.data?.companies ?? [];
  // An investor opens on the first company with published data (issue 29, item 5): a company that
  // published nothing has no period to show.
  const companyId = viewer.investor
    ? (search.companyId ?? (companies.find((c) => c.coverage.scored > 0) ?? companies[0])?.companyId ?? null)
    : viewer.companyId;
  const q = useCompanyScorecard(companyId, search.period ?? null);
  const d = q.data;
  const [open, setOpen] = useState<KpiScoreView | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={description}
        meta={
          d?.esg.grade ? (
            <ToneBadge tone={GRADE_TONES[d.esg.grade]} size="lg">
              {d.esg.grade}
            </ToneBadge>
          ) : null
        }
        secondaryActions={
          <ScorecardControls
            search={{ ...search, companyId: companyId ?? undefined }}
            onSearch={onSearch}
            periods={d?.periods ?? []}
            latest={search.period ? null : d?.period}
            companies={viewer.investor ? companies : undefined}
          />
        }
      />
      {q.error ? <QueryError error={q.error} onRetry={() => void q.refetch()} /> : null}
      {viewer.investor && portfolio.data && companies.length === 0 ? (
        <EmptyState title="No portfolio companies yet." />
      ) : null}
      {d && d.period === null ? (
        <EmptyState
          title={`${d.name ?? 'This company'} has published no data yet.`}
          description="The scorecard is worked out from published values: it shows once the company has published a response."
        />
      ) : null}
      {d && d.period !== null ? (
        <>
          <Text size="sm" aria-live="polite">
            {search.period
              ? `${d.period}, as chosen.`
              : `${d.period}: the latest period ${d.name ?? 'the company'} published.`}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <StatCard
              label={`${d.name ?? 'Company'} · ${d.period}`}
              value={d.esg.overall === null ? 'Not graded' : `${d.esg.overall} / 100`}
              hint={
                d.esg.overall === null
                  ? 'Every pillar needs at least one scored KPI'
                  : `${d.esg.grade} · ${d.esg.coverage.scored} of ${d.esg.coverage.total} KPIs scored`
              }
              tone={d.esg.grade ? GRADE_TONES[d.esg.grade] : 'neutral'}
              progress={d.esg.overall ?? undefined}
            />
            {d.esg.pillars.map((p) => (
              <StatCard
                key={p.id}
                label={p.title}
                value={p.score === null ? '—' : num(p.score)}
                hint={`Weight ${num(p.weight * 100, 0)} % · ${p.scored} of ${p.kpis.length} KPIs`}
                progress={p.score ?? undefined}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {d.esg.formulas.overall}. {d.esg.formulas.grade}. Method {methodVersion(d.esg.method)}:{' '}
            <AnchorLink to="/scorecard-methodology" underline="always">
              how each KPI is scored
            </AnchorLink>
            .
          </Text>
          <Suspense fallback={<Skeleton h={300} radius="lg" />}>
            <ScoreHistory name={d.name ?? 'The company'} history={d.history} />
          </Suspense>
          <Stack gap="md">
            {d.esg.pillars.map((p) => (
              <PillarTable key={p.id} pillar={p} onOpen={setOpen} />
            ))}
          </Stack>
          <Text size="xs" c="dimmed">
            Reference data: {d.referenceData.join(' · ')}
          </Text>
        </>
      ) : null}
      <KpiDrawer kpi={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
