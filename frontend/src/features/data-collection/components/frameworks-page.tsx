import '@mantine/core/styles/Accordion.layer.css';
import { useDeferredValue, useMemo, useState } from 'react';
import {
  Accordion,
  Button,
  Card,
  Drawer,
  Grid,
  Group,
  List,
  NavLink,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type {
  FrameworkDetail,
  FrameworkMetric,
  FrameworkSection,
  MetricDefinition,
} from '@esg/contracts/data-collection/index';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { ToneBadge } from '@/components/ui/status-badge';
import { useFramework } from '../api/get-framework';
import { distinctShown } from './framework-metrics';
import { useFrameworks } from '../api/get-frameworks';
import { sectionLabel } from '@esg/contracts/labels';

export interface FrameworksSearch {
  standard?: number;
  version?: string;
  q?: string;
}

const SOURCE_KIND = {
  workbook: 'Imported from the official workbook',
  reference: 'Built from the reference data',
  product: 'Defined by the product',
} as const;

const TIER_LABEL = {
  minimum: 'Minimum',
  intermediate: 'Intermediate',
  full: 'Full',
  optional: 'Optional',
} as const;

/** Whether a metric's question, name, code, reference or definition contains the query as typed. */
function matches(metric: FrameworkMetric, definition: MetricDefinition | undefined, phrase: string): boolean {
  if (phrase === '') return true;
  const text = [
    metric.code,
    metric.ref ?? '',
    metric.label ?? '',
    definition?.name ?? '',
    definition?.definition ?? '',
  ]
    .join(' ')
    .toLowerCase();
  return text.includes(phrase);
}

function countIn(section: FrameworkSection, keep: (m: FrameworkMetric) => boolean): number {
  return section.metrics.filter(keep).length + section.sections.reduce((n, s) => n + countIn(s, keep), 0);
}

/**
 * /frameworks (spec 2.1 Data): the catalogue of reporting frameworks as the platform stores them
 * (issue 8: frameworks are versioned data): each version's section tree, the metrics it asks with
 * tier, condition and unit, and each metric's dictionary entry.
 */
export function FrameworksPage({
  search,
  onSearch,
}: {
  search: FrameworksSearch;
  onSearch: (next: FrameworksSearch) => void;
}) {
  const list = useFrameworks();
  const frameworks = list.data ?? [];
  const selectedId =
    search.standard ?? frameworks.find((f) => f.usedByCompany)?.standardId ?? frameworks[0]?.standardId;
  const detail = useFramework(selectedId ?? null, search.version);

  return (
    <>
      <PageHeader
        title="Frameworks"
        description="The reporting frameworks the platform collects data for. Each is a versioned set of sections that ask metrics of one shared dictionary, so a value entered once serves every framework that asks for it."
      />
      {list.error ? (
        <FormAlert error={list.error} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Card p="xs" component="nav" aria-label="Frameworks">
              {list.isLoading ? (
                <Text c="dimmed" p="sm">
                  Loading…
                </Text>
              ) : (
                frameworks.map((f) => (
                  <NavLink
                    key={f.standardId}
                    active={f.standardId === selectedId}
                    aria-current={f.standardId === selectedId ? 'page' : undefined}
                    label={f.name}
                    description={`Version ${f.version} · ${f.metricCount} metrics`}
                    rightSection={
                      f.usedByCompany ? (
                        <ToneBadge size="xs" tone="brand">
                          Yours
                        </ToneBadge>
                      ) : null
                    }
                    onClick={() => onSearch({ standard: f.standardId, version: undefined, q: search.q })}
                  />
                ))
              )}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            {detail.error ? (
              <FormAlert error={detail.error} />
            ) : detail.data ? (
              <FrameworkDetailView
                framework={detail.data}
                query={search.q ?? ''}
                onQuery={(q) => onSearch({ ...search, standard: selectedId, q: q || undefined })}
                onVersion={(version) => onSearch({ ...search, standard: selectedId, version })}
              />
            ) : (
              <Text c="dimmed">Loading…</Text>
            )}
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

function FrameworkDetailView({
  framework,
  query,
  onQuery,
  onVersion,
}: {
  framework: FrameworkDetail;
  query: string;
  onQuery: (q: string) => void;
  onVersion: (version: string) => void;
}) {
  const [open, setOpen] = useState<FrameworkMetric | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const deferred = useDeferredValue(query);
  const definitions = useMemo(() => new Map(framework.metrics.map((m) => [m.code, m])), [framework.metrics]);
  const phrase = deferred.trim().toLowerCase().replace(/\s+/g, ' ');
  const keep = (m: FrameworkMetric) => matches(m, definitions.get(m.code), phrase);
  const sections = framework.sections.filter((s) => countIn(s, keep) > 0);
  const shown = distinctShown(framework.sections, keep);

  return (
    <Stack gap="md">
      <Card component="section" aria-labelledby="framework-title">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start">
            <Title order={2} id="framework-title">
              {framework.name}
            </Title>
            <Select
              label="Version"
              data={framework.versions}
              value={framework.version}
              onChange={(v) => v && onVersion(v)}
              allowDeselect={false}
              w={160}
            />
          </Group>
          <Text size="sm">{framework.description}</Text>
          <Text size="sm" c="dimmed">
            {SOURCE_KIND[framework.source.kind]}
            {framework.source.publishedVersion ? ` (${framework.source.publishedVersion})` : ''}
            {/* The official workbook's name helps a user find it; the product's own files do not. */}
            {framework.source.kind === 'workbook' && framework.source.files.length
              ? `: ${framework.source.files.join(', ')}`
              : ''}
            .
          </Text>
          {framework.source.note ? <Text size="sm">{framework.source.note}</Text> : null}
          {framework.tiers?.length ? (
            <Group gap="xs">
              <Text size="sm" fw={500}>
                Tiers:
              </Text>
              {framework.tiers.map((t) => (
                <ToneBadge key={t.tier} tone="neutral">
                  {t.label}
                </ToneBadge>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Card>

      <Group align="flex-end" justify="space-between">
        <TextInput
          label="Find a metric"
          placeholder="Name or reference"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => onQuery(event.currentTarget.value)}
          w={360}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {shown} of {framework.metricCount} metrics in {framework.sectionCount} sections
        </Text>
      </Group>

      {sections.length === 0 ? (
        <Card>
          <EmptyState
            title="No metric matches."
            description="Try part of a metric's name or its reference in the framework."
          />
        </Card>
      ) : (
        <Accordion
          multiple
          variant="separated"
          value={phrase ? sections.map((s) => s.id) : expanded}
          onChange={setExpanded}
        >
          {sections.map((section) => (
            <Accordion.Item key={section.id} value={section.id}>
              <Accordion.Control>
                <Group gap="xs">
                  {section.ref && sectionLabel(section) !== section.title ? (
                    <ToneBadge tone="neutral">{section.ref}</ToneBadge>
                  ) : null}
                  <Text fw={600}>{section.title}</Text>
                  <Text size="sm" c="dimmed">
                    {countIn(section, keep)} metrics
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <SectionBody
                  section={section}
                  keep={keep}
                  definitions={definitions}
                  onOpen={setOpen}
                  depth={0}
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}

      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="lg"
        title={open ? (definitions.get(open.code)?.name ?? open.code) : ''}
      >
        {open ? <MetricEntry metric={open} definition={definitions.get(open.code)} /> : null}
      </Drawer>
    </Stack>
  );
}

function SectionBody({
  section,
  keep,
  definitions,
  onOpen,
  depth,
}: {
  section: FrameworkSection;
  keep: (m: FrameworkMetric) => boolean;
  definitions: Map<string, MetricDefinition>;
  onOpen: (m: FrameworkMetric) => void;
  depth: number;
}) {
  const metrics = section.metrics.filter(keep);
  return (
    <Stack gap="sm">
      {section.description ? (
        <Text size="sm" c="dimmed">
          {section.description}
        </Text>
      ) : null}
      {metrics.length ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={`Metrics of ${section.title}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ref.</Table.Th>
                <Table.Th>Question</Table.Th>
                <Table.Th w={150}>Type and unit</Table.Th>
                <Table.Th w={190}>Asked</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {metrics.map((m) => {
                const definition = definitions.get(m.code);
                return (
                  <Table.Tr key={`${section.id}-${m.code}`}>
                    <Table.Td>
                      <Text size="sm">{m.ref ?? '—'}</Text>
                    </Table.Td>
                    <Table.Th scope="row" fw={400}>
                      <Button variant="subtle" size="compact-sm" px={4} onClick={() => onOpen(m)} ta="left">
                        {m.label ?? definition?.name ?? m.code}
                      </Button>
                    </Table.Th>
                    <Table.Td>
                      <Text size="sm">
                        {definition?.type ?? '—'}
                        {(m.inputUnit ?? definition?.unit) ? ` · ${m.inputUnit ?? definition?.unit}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ToneBadge size="sm" tone={m.required ? 'brand' : 'neutral'}>
                          {m.required ? 'Required' : 'Optional'}
                        </ToneBadge>
                        {m.tier ? (
                          <ToneBadge size="sm" tone="neutral">
                            {TIER_LABEL[m.tier]}
                          </ToneBadge>
                        ) : null}
                        {m.condition ? (
                          <ToneBadge size="sm" tone="neutral">
                            Conditional
                          </ToneBadge>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {section.sections
        .filter((s) => countIn(s, keep) > 0)
        .map((sub) => (
          <Stack key={sub.id} gap={6} pl={depth < 2 ? 'md' : 0}>
            <Title order={depth === 0 ? 3 : 4} size="h5">
              {sectionLabel(sub)}
            </Title>
            <SectionBody
              section={sub}
              keep={keep}
              definitions={definitions}
              onOpen={onOpen}
              depth={depth + 1}
            />
          </Stack>
        ))}
    </Stack>
  );
}

function rangeText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min} to ${max}`;
  if (min !== null) return `at least ${min}`;
  if (max !== null) return `at most ${max}`;
  return '—';
}

function MetricEntry({
  metric,
  definition,
}: {
  metric: FrameworkMetric;
  definition: MetricDefinition | undefined;
}) {
  if (!definition) return <Text>{metric.code}</Text>;
  const facts: Array<[string, string]> = [
    ['Code', definition.code],
    ['Type', definition.type],
    ['Unit', definition.unit || '—'],
    ['Accepted units', definition.acceptedUnits.join(', ') || '—'],
    ['Range', rangeText(definition.min, definition.max)],
    ['Asked in this framework as', metric.label ?? definition.name],
    ['Source of the definition', definition.source],
  ];
  return (
    <Stack gap="md">
      <Text size="sm">{definition.definition}</Text>
      {definition.helpText ? (
        <Text size="sm" c="dimmed">
          {definition.helpText}
        </Text>
      ) : null}
      <Table>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={200}>
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {definition.allowedValues?.length ? (
        <div>
          <Title order={3} size="h5" mb={4}>
            Allowed values
          </Title>
          <List size="sm">
            {definition.allowedValues.map((v) => (
              <List.Item key={v.value}>{v.label}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {metric.options?.length ? (
        <div>
          <Title order={3} size="h5" mb={4}>
            Options and scores
          </Title>
          <List size="sm">
            {metric.options.map((o) => (
              <List.Item key={o.option}>
                {o.option} — {o.score === null ? 'not scored' : `score ${o.score}`}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {definition.crossChecks.length ? (
        <div>
          <Title order={3} size="h5" mb={4}>
            Checks with other metrics
          </Title>
          <List size="sm">
            {definition.crossChecks.map((c) => (
              <List.Item key={c.id}>{c.message}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {definition.usedBy.length ? (
        <Text size="sm">
          <Text span fw={500}>
            Used by:{' '}
          </Text>
          {definition.usedBy.join(', ')}
        </Text>
      ) : null}
      {definition.frameworkRefs.length ? (
        <Text size="sm">
          <Text span fw={500}>
            Asked by:{' '}
          </Text>
          {definition.frameworkRefs
            .map((r) => `standard ${r.standardId} v${r.frameworkVersion}${r.ref ? ` (${r.ref})` : ''}`)
            .join('; ')}
        </Text>
      ) : null}
    </Stack>
  );
}
