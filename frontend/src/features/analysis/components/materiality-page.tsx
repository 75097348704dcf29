import { possessive } from '@esg/contracts/text';
import { useMemo, useState } from 'react';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  problemsOf,
  scoreMatter,
  type FinancialScores,
  type ImpactScores,
  type MatterScores,
} from '@esg/contracts/materiality-score';
import type {
  EsrsTopic,
  MaterialBy,
  MaterialityAssessment,
  MaterialityThresholds,
} from '@esg/contracts/materiality';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { ToneBadge } from '@/components/ui/status-badge';
import { notifySuccess } from '@/lib/notify';
import { useMateriality, useSaveMateriality } from '../api/materiality';
import { MaterialityMatrix, type MatrixPoint } from './materiality-matrix';

export interface MaterialitySearch {
  period?: string;
  version?: number;
}

const LEVELS = [
  { value: '', label: '—' },
  { value: '1', label: '1 · very low' },
  { value: '2', label: '2 · low' },
  { value: '3', label: '3 · medium' },
  { value: '4', label: '4 · high' },
  { value: '5', label: '5 · very high' },
];

const MATERIAL_TEXT: Record<MaterialBy, string> = {
  impact: 'Impact material',
  financial: 'Financially material',
  both: 'Material both ways',
};

const score = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('en-GB', { maximumFractionDigits: 2 });

/** A new impact or financial assessment starts in the middle of the scale. */
const NEW_IMPACT: ImpactScores = {
  kind: 'potential',
  effect: 'negative',
  scale: 3,
  scope: 3,
  irremediability: 3,
  likelihood: 3,
};
const NEW_FINANCIAL: FinancialScores = { magnitude: 3, likelihood: 3 };

/**
 * /materiality: the company's double materiality assessment of a period (issue 12, docs/materiality.md).
 * The ESRS topics E1–G1 and their sub-topics are scored for impact (scale, scope, irremediable character,
 * likelihood) and financial effect (magnitude, likelihood); results follow as one types (the same pure
 * functions as the server), against the thresholds the company sets; the matrix, the material topics with
 * the metrics that cover them, and every saved version.
 */
export function MaterialityPage({
  companyId,
  search,
  onSearch,
}: {
  companyId: number;
  search: MaterialitySearch;
  onSearch: (next: MaterialitySearch) => void;
}) {
  const query = useMateriality({ companyId, period: search.period ?? null, version: search.version ?? null });
  const data = query.data;
  if (query.error && !data)
    return (
      <Stack>
        <PageHeader title="Materiality" />
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  if (!data)
    return (
      <Stack>
        <PageHeader title="Materiality" description="Loading the assessment…" />
      </Stack>
    );
  return (
    <Assessment
      key={`${data.period}:${data.version}:${data.latest}`}
      companyId={companyId}
      data={data}
      search={search}
      onSearch={onSearch}
    />
  );
}

function Assessment({
  companyId,
  data,
  search,
  onSearch,
}: {
  companyId: number;
  data: MaterialityAssessment;
  search: MaterialitySearch;
  onSearch: (next: MaterialitySearch) => void;
}) {
  const [thresholds, setThresholds] = useState<MaterialityThresholds>(data.thresholds);
  const [matters, setMatters] = useState<Record<string, MatterScores>>(() =>
    Object.fromEntries(data.matters.map((m) => [m.subTopicId, m])),
  );
  const [dirty, setDirty] = useState(false);
  const save = useSaveMateriality(companyId);
  const editable = data.mayEdit && data.latest;

  const pillarOf = useMemo(
    () => new Map(data.topics.flatMap((t) => t.subTopics.map((s) => [s.id, t] as const))),
    [data.topics],
  );
  const subTopicName = (id: string) => pillarOf.get(id)?.subTopics.find((s) => s.id === id)?.name ?? id;
  const results = Object.values(matters)
    .filter((m) => m.impact || m.financial)
    .map((m) => ({
      ...scoreMatter(m, thresholds, pillarOf.get(m.subTopicId)?.pillar === 'social'),
      matter: m,
    }));
  const problems = Object.values(matters).flatMap(problemsOf);
  const material = results.filter((r) => r.materialBy !== null);
  const points: MatrixPoint[] = results.map((r) => ({
    id: r.subTopicId,
    name: subTopicName(r.subTopicId),
    pillar: pillarOf.get(r.subTopicId)?.pillar ?? 'environment',
    impact: r.impactScore,
    financial: r.financialScore,
    material: r.materialBy !== null,
  }));

  const change = (id: string, next: MatterScores | null) => {
    setMatters((all) => {
      const copy = { ...all };
      if (next && (next.impact || next.financial || next.rationale)) copy[id] = next;
      else delete copy[id];
      return copy;
    });
    setDirty(true);
  };

  const submit = () =>
    save.mutate(
      {
        period: data.period,
        request: {
          thresholds,
          matters: Object.values(matters).sort((a, b) => (a.subTopicId < b.subTopicId ? -1 : 1)),
          expectedVersion: data.version,
        },
      },
      {
        onSuccess: (saved) => {
          setDirty(false);
          notifySuccess(`Materiality assessment ${saved.period} saved (version ${saved.version})`);
        },
      },
    );

  const thisYear = new Date().getFullYear();
  const periodOptions = [
    ...new Set([...data.periods, data.period, ...[0, 1, 2, 3].map((d) => String(thisYear - d))]),
  ]
    .sort()
    .reverse()
    .map((p) => ({ value: p, label: data.periods.includes(p) ? p : `${p} (not assessed)` }));

  return (
    <Stack gap="lg">
      <PageHeader
        title="Materiality"
        description={`${possessive(data.name ?? 'Your company')} double materiality assessment: which ESRS sustainability matters are material by their impact on people and the environment, by their financial effect on the company, or both.`}
        meta={
          <Group gap="xs">
            <Badge variant="light">Period {data.period}</Badge>
            <Badge variant="light">
              {data.version === 0
                ? 'Not saved yet'
                : `Version ${data.version}${data.latest ? '' : ' (history)'}`}
            </Badge>
            {data.savedAt ? (
              <Text size="sm" c="dimmed">
                saved {new Date(data.savedAt).toLocaleString('en-GB')}
              </Text>
            ) : null}
          </Group>
        }
        secondaryActions={
          <Select
            label="Period"
            w={190}
            data={periodOptions}
            value={data.period}
            onChange={(v) => v && onSearch({ period: v })}
            allowDeselect={false}
          />
        }
        primaryAction={
          editable ? (
            <Button onClick={submit} loading={save.isPending} disabled={!dirty || problems.length > 0}>
              Save assessment
            </Button>
          ) : undefined
        }
      />
      {!data.latest ? (
        <Alert color="blue" variant="light" title={`Version ${data.version} of ${data.period}`}>
          <Group gap="sm">
            <Text size="sm">This is an earlier version, shown read-only.</Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onSearch({ period: data.period })}
            >
              Back to the latest version
            </Anchor>
          </Group>
        </Alert>
      ) : null}
      {!data.mayEdit && data.latest ? (
        <Text size="sm" c="dimmed">
          You are reading {data.name ?? 'the company'}&apos;s assessment; its own team scores it.
        </Text>
      ) : null}
      <FormAlert error={save.error} />
      {problems.length ? (
        <Alert color="orange" variant="light" title="Before saving">
          {problems.map((p) => (
            <Text size="sm" key={p}>
              {p}
            </Text>
          ))}
        </Alert>
      ) : null}

      <Paper withBorder p="md" radius="lg">
        <Group align="flex-end" gap="lg" wrap="wrap">
          <NumberInput
            label="Impact threshold"
            description="Material from this impact score (0.2–5)"
            min={0.2}
            max={5}
            step={0.1}
            decimalScale={2}
            value={thresholds.impact}
            readOnly={!editable}
            onChange={(v) => {
              setThresholds((t) => ({ ...t, impact: typeof v === 'number' ? v : Number(v) || 0.2 }));
              setDirty(true);
            }}
            w={220}
          />
          <NumberInput
            label="Financial threshold"
            description="Material from this financial score (0.2–5)"
            min={0.2}
            max={5}
            step={0.1}
            decimalScale={2}
            value={thresholds.financial}
            readOnly={!editable}
            onChange={(v) => {
              setThresholds((t) => ({ ...t, financial: typeof v === 'number' ? v : Number(v) || 0.2 }));
              setDirty(true);
            }}
            w={220}
          />
          <Text size="sm" c="dimmed" style={{ flex: '1 1 320px' }}>
            Impact score: severity (mean of scale, scope and, for negative impacts, irremediable character) ×
            likelihood ÷ 5 for potential impacts; actual impacts and potential negative human-rights impacts
            (S1–S4) count their severity. Financial score: magnitude × likelihood ÷ 5. A matter is material
            when either score reaches its threshold.
          </Text>
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <MaterialityMatrix points={points} thresholds={thresholds} />
        <Stack gap="xs">
          <Title order={2} size="h3">
            Material topics ({material.length})
          </Title>
          {material.length === 0 ? (
            <EmptyState
              size="sm"
              title="No material matter yet."
              description="Score the sub-topics below; those reaching a threshold are listed here with the metrics that report on them."
            />
          ) : (
            <Table.ScrollContainer
              minWidth={420}
              type="native"
              // Wider than a phone it scrolls: keyboard users must reach the region (axe
              // scrollable-region-focusable), as in the shared data table.
              tabIndex={0}
            >
              <Table withTableBorder fz="sm" aria-label="Material topics">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Matter</Table.Th>
                    <Table.Th>Material</Table.Th>
                    <Table.Th>Metrics that cover it</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {material.map((r) => {
                    const topic = pillarOf.get(r.subTopicId);
                    const metrics = topic?.subTopics.find((s) => s.id === r.subTopicId)?.metrics ?? [];
                    return (
                      <Table.Tr key={r.subTopicId}>
                        <Table.Th scope="row">
                          <Text size="sm" fw={600}>
                            {r.subTopicId} {subTopicName(r.subTopicId)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {topic?.id} {topic?.name}
                          </Text>
                        </Table.Th>
                        <Table.Td>
                          <ToneBadge tone={r.materialBy === 'both' ? 'danger' : 'warning'}>
                            {MATERIAL_TEXT[r.materialBy!]}
                          </ToneBadge>
                          <Text size="xs" c="dimmed">
                            impact {score(r.impactScore)} · financial {score(r.financialScore)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {metrics.length === 0 ? (
                            <Text size="xs" c="dimmed">
                              No dictionary metric yet: report it in words.
                            </Text>
                          ) : (
                            <Stack gap={2}>
                              <Text size="xs" c="dimmed">
                                {metrics.filter((m) => m.published).length} of {metrics.length} published for{' '}
                                {data.period}
                              </Text>
                              <Group gap={4}>
                                {metrics.map((m) => (
                                  <ToneBadge key={m.code} tone={m.published ? 'brand' : 'neutral'}>
                                    {m.published ? '✓ ' : ''}
                                    {m.name ?? m.code}
                                  </ToneBadge>
                                ))}
                              </Group>
                            </Stack>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={2} size="h3">
          Score the ESRS matters
        </Title>
        <Accordion variant="separated" multiple defaultValue={[data.topics[0]?.id ?? 'E1']}>
          {data.topics.map((topic) => (
            <TopicPanel
              key={topic.id}
              topic={topic}
              matters={matters}
              results={results}
              editable={editable}
              onChange={change}
            />
          ))}
        </Accordion>
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h3">
          History of {data.period}
        </Title>
        {data.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing saved for {data.period} yet.
          </Text>
        ) : (
          <Table.ScrollContainer
            minWidth={520}
            type="native"
            // Wider than a phone it scrolls: keyboard users must reach the region (axe
            // scrollable-region-focusable), as in the shared data table.
            tabIndex={0}
          >
            <Table withTableBorder fz="sm" aria-label="Saved versions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Saved</Table.Th>
                  <Table.Th ta="right">Thresholds (impact / financial)</Table.Th>
                  <Table.Th ta="right">Scored</Table.Th>
                  <Table.Th ta="right">Material</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...data.history].reverse().map((h) => (
                  <Table.Tr key={h.version}>
                    <Table.Th scope="row">Version {h.version}</Table.Th>
                    <Table.Td>
                      {new Date(h.savedAt).toLocaleString('en-GB')} by user {h.savedBy}
                    </Table.Td>
                    <Table.Td ta="right">
                      {score(h.thresholds.impact)} / {score(h.thresholds.financial)}
                    </Table.Td>
                    <Table.Td ta="right">{h.assessed}</Table.Td>
                    <Table.Td ta="right">{h.material}</Table.Td>
                    <Table.Td>
                      {h.version === data.version ? (
                        <Text size="sm" c="dimmed">
                          shown
                        </Text>
                      ) : (
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          onClick={() => onSearch({ ...search, period: data.period, version: h.version })}
                        >
                          View version {h.version}
                        </Anchor>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="xs" c="dimmed">
          Topics: {data.reference.source}
        </Text>
      </Stack>
    </Stack>
  );
}

function TopicPanel({
  topic,
  matters,
  results,
  editable,
  onChange,
}: {
  topic: EsrsTopic;
  matters: Record<string, MatterScores>;
  results: ReadonlyArray<ReturnType<typeof scoreMatter>>;
  editable: boolean;
  onChange: (id: string, next: MatterScores | null) => void;
}) {
  const mine = results.filter((r) => r.subTopicId.startsWith(`${topic.id}-`));
  const materialCount = mine.filter((r) => r.materialBy !== null).length;
  return (
    <Accordion.Item value={topic.id}>
      <Accordion.Control>
        <Group gap="sm">
          <Text fw={600}>
            {topic.id} {topic.name}
          </Text>
          <Text size="sm" c="dimmed">
            {mine.length} of {topic.subTopics.length} scored
          </Text>
          {materialCount ? <ToneBadge tone="warning">{materialCount} material</ToneBadge> : null}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {topic.subTopics.map((sub) => (
            <MatterEditor
              key={sub.id}
              id={sub.id}
              name={sub.name}
              detail={sub.subSubTopics.join(' · ')}
              matter={matters[sub.id] ?? null}
              result={results.find((r) => r.subTopicId === sub.id) ?? null}
              editable={editable}
              onChange={(next) => onChange(sub.id, next)}
            />
          ))}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function Level({
  label,
  value,
  editable,
  onChange,
}: {
  label: string;
  value: number | null;
  editable: boolean;
  onChange: (v: number | null) => void;
}) {
  return (
    <NativeSelect
      label={label}
      data={LEVELS}
      value={value === null ? '' : String(value)}
      disabled={!editable}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
      w={140}
      size="xs"
    />
  );
}

function MatterEditor({
  id,
  name,
  detail,
  matter,
  result,
  editable,
  onChange,
}: {
  id: string;
  name: string;
  detail: string;
  matter: MatterScores | null;
  result: ReturnType<typeof scoreMatter> | null;
  editable: boolean;
  onChange: (next: MatterScores | null) => void;
}) {
  const current: MatterScores = matter ?? { subTopicId: id, impact: null, financial: null, rationale: '' };
  const impact = current.impact;
  const financial = current.financial;
  const setImpact = (next: Partial<ImpactScores> | null) =>
    onChange({ ...current, impact: next === null ? null : { ...(impact ?? NEW_IMPACT), ...next } });
  const setFinancial = (next: Partial<FinancialScores> | null) =>
    onChange({ ...current, financial: next === null ? null : { ...(financial ?? NEW_FINANCIAL), ...next } });
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-matter-editor={id}
      aria-label={`${id} ${name}`}
      component="section"
    >
      <Group justify="space-between" align="flex-start" mb="xs">
        <Stack gap={0}>
          <Text fw={600}>
            {id} {name}
          </Text>
          {detail ? (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          ) : null}
        </Stack>
        {result ? (
          <Stack gap={2} align="flex-end">
            {result.materialBy ? (
              <ToneBadge tone={result.materialBy === 'both' ? 'danger' : 'warning'}>
                {MATERIAL_TEXT[result.materialBy]}
              </ToneBadge>
            ) : (
              <ToneBadge tone="neutral">Not material</ToneBadge>
            )}
            <Text size="xs" c="dimmed">
              impact {score(result.impactScore)} · financial {score(result.financialScore)}
            </Text>
          </Stack>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="xs">
          <Switch
            label="Impact on people or the environment"
            checked={impact !== null}
            disabled={!editable}
            onChange={(e) => setImpact(e.currentTarget.checked ? {} : null)}
          />
          {impact ? (
            <>
              <Group gap="xs">
                <SegmentedControl
                  size="xs"
                  aria-label={`${id} actual or potential`}
                  data={[
                    { value: 'actual', label: 'Actual' },
                    { value: 'potential', label: 'Potential' },
                  ]}
                  value={impact.kind}
                  disabled={!editable}
                  onChange={(v) =>
                    setImpact({
                      kind: v,
                      likelihood: v === 'actual' ? null : (impact.likelihood ?? 3),
                    })
                  }
                />
                <SegmentedControl
                  size="xs"
                  aria-label={`${id} negative or positive`}
                  data={[
                    { value: 'negative', label: 'Negative' },
                    { value: 'positive', label: 'Positive' },
                  ]}
                  value={impact.effect}
                  disabled={!editable}
                  onChange={(v) =>
                    setImpact({
                      effect: v,
                      irremediability: v === 'positive' ? null : (impact.irremediability ?? 3),
                    })
                  }
                />
              </Group>
              <Group gap="xs" wrap="wrap">
                <Level
                  label="Scale"
                  value={impact.scale}
                  editable={editable}
                  onChange={(v) => setImpact({ scale: v ?? 0 })}
                />
                <Level
                  label="Scope"
                  value={impact.scope}
                  editable={editable}
                  onChange={(v) => setImpact({ scope: v ?? 0 })}
                />
                {impact.effect === 'negative' ? (
                  <Level
                    label="Irremediable"
                    value={impact.irremediability}
                    editable={editable}
                    onChange={(v) => setImpact({ irremediability: v })}
                  />
                ) : null}
                {impact.kind === 'potential' ? (
                  <Level
                    label="Impact likelihood"
                    value={impact.likelihood}
                    editable={editable}
                    onChange={(v) => setImpact({ likelihood: v })}
                  />
                ) : null}
              </Group>
              {result?.howMade.impact ? (
                <Text size="xs" c="dimmed">
                  {result.howMade.impact}
                </Text>
              ) : null}
            </>
          ) : null}
        </Stack>
        <Stack gap="xs">
          <Switch
            label="Financial effect on the company"
            checked={financial !== null}
            disabled={!editable}
            onChange={(e) => setFinancial(e.currentTarget.checked ? {} : null)}
          />
          {financial ? (
            <>
              <Group gap="xs" wrap="wrap">
                <Level
                  label="Magnitude"
                  value={financial.magnitude}
                  editable={editable}
                  onChange={(v) => setFinancial({ magnitude: v ?? 0 })}
                />
                <Level
                  label="Financial likelihood"
                  value={financial.likelihood}
                  editable={editable}
                  onChange={(v) => setFinancial({ likelihood: v ?? 0 })}
                />
              </Group>
              {result?.howMade.financial ? (
                <Text size="xs" c="dimmed">
                  {result.howMade.financial}
                </Text>
              ) : null}
            </>
          ) : null}
        </Stack>
      </SimpleGrid>
      {impact || financial || current.rationale ? (
        <Textarea
          mt="xs"
          label="Rationale"
          placeholder="Why these scores: evidence, stakeholders heard, sources"
          autosize
          minRows={1}
          maxLength={2000}
          readOnly={!editable}
          value={current.rationale}
          onChange={(e) => onChange({ ...current, rationale: e.currentTarget.value })}
        />
      ) : null}
    </Paper>
  );
}
