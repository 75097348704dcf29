import { useMemo, useState } from 'react';
import {
  Accordion,
  Anchor,
  Badge,
  Card,
  Code,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import '@mantine/core/styles/Accordion.layer.css';
import { operationsOf, type DocumentedOperation } from '@esg/contracts/api-docs';
import type { Tone } from '@esg/contracts/labels';
import { API_KEY_REQUESTS_PER_MINUTE, API_KEY_SCOPE_LABELS, API_KEY_SCOPES } from '@esg/contracts/api-keys';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { ToneBadge } from '@/components/ui/status-badge';
import { useOpenApi } from '../api/get-openapi';
import { IntegrationEventsCard } from './integration-events-card';

/** The tone of each HTTP method's badge: the registry's tones, which pass axe's contrast rule. */
const METHOD_TONES: Record<DocumentedOperation['method'], Tone> = {
  get: 'success',
  post: 'info',
  put: 'warning',
  patch: 'warning',
  delete: 'danger',
};

/** A call with a key, as a person would type it: `{id}` left for them to fill in. */
function curlOf(op: DocumentedOperation, origin: string): string {
  const lines = [
    `curl -X ${op.method.toUpperCase()} "${origin}${op.path}"`,
    `  -H "X-API-Key: $ESG_API_KEY"`,
  ];
  if (op.operation.requestBody) lines.push(`  -H "Content-Type: application/json"`, `  -d '{ … }'`);
  return lines.join(' \\\n');
}

const schemaOf = (op: DocumentedOperation, part: 'request' | 'answer'): unknown => {
  if (part === 'request') return op.operation.requestBody?.content['application/json']?.schema;
  const success = Object.entries(op.operation.responses).find(([status]) => status.startsWith('2'));
  return success?.[1].content?.['application/json']?.schema;
};

/**
 * /api-documentation (spec 6.2; issue 13): how to call the public API with a key, generated from the
 * same OpenAPI document the gateway serves, so it always lists what the server offers.
 */
export function ApiDocumentationPage() {
  const openApi = useOpenApi();
  const [audience, setAudience] = useState<'keys' | 'all'>('keys');
  const [filter, setFilter] = useState('');
  const origin = window.location.origin;

  const operations = useMemo(() => (openApi.data ? operationsOf(openApi.data) : []), [openApi.data]);
  const shown = operations.filter(
    (op) =>
      (audience === 'all' || (op.operation['x-scopes'] ?? []).length > 0) &&
      `${op.method} ${op.path} ${op.operation.operationId ?? ''}`
        .toLowerCase()
        .includes(filter.toLowerCase()),
  );
  const byTag = new Map<string, DocumentedOperation[]>();
  for (const op of shown) byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op]);

  return (
    <>
      <PageHeader
        title="API Documentation"
        description="Call the ESG Platform from your own systems with an API key. Everything below is generated from the API's OpenAPI document."
        meta={
          openApi.data ? (
            <Text size="sm" c="dimmed">
              {openApi.data.info.title} {openApi.data.info.version} · OpenAPI {openApi.data.openapi}
            </Text>
          ) : null
        }
        primaryAction={<ButtonLink to="/apiKeySettings">Manage API keys</ButtonLink>}
        secondaryActions={
          <Group gap="sm">
            <Anchor href="/api/docs/openapi.json" target="_blank" rel="noopener" size="sm">
              openapi.json
            </Anchor>
            <Anchor href="/api/docs/asyncapi" target="_blank" rel="noopener" size="sm">
              Event reference (AsyncAPI)
            </Anchor>
          </Group>
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card p="md">
            <Stack gap="xs">
              <Title order={2} size="h4">
                Authenticate with a key
              </Title>
              <Text size="sm">
                Create a key in <b>API Settings</b> and send it in the <Code>X-API-Key</Code> header of every
                request. The key acts for your company, within its scopes; nothing else is needed.
              </Text>
              <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {`curl "${origin}/api/metrics" \\\n  -H "X-API-Key: $ESG_API_KEY"`}
              </Code>
              <Text size="sm">
                Answers are <Code>{'{ data, message?, meta? }'}</Code>; errors are{' '}
                <Code>{'{ statusCode, code, message }'}</Code>. Each key may make{' '}
                {API_KEY_REQUESTS_PER_MINUTE} requests a minute; past that the answer is 429 with{' '}
                <Code>Retry-After</Code>.
              </Text>
            </Stack>
          </Card>
          <Card p="md">
            <Stack gap="xs">
              <Title order={2} size="h4">
                Scopes
              </Title>
              <Table aria-label="Scopes" data-phone-layout="cards">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Scope</Table.Th>
                    <Table.Th>Opens</Table.Th>
                    <Table.Th ta="right">Operations</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {API_KEY_SCOPES.map((scope) => (
                    <Table.Tr key={scope}>
                      <Table.Td>
                        <Code>{scope}</Code>
                      </Table.Td>
                      <Table.Td data-label="Opens">{API_KEY_SCOPE_LABELS[scope]}</Table.Td>
                      <Table.Td ta="right" data-label="Operations">
                        {operations.filter((op) => op.operation['x-scopes']?.includes(scope)).length}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="xs" c="dimmed">
                A request outside the key’s scopes is refused with 403 <Code>API_KEY.SCOPE</Code>; a revoked
                or expired key with 401 <Code>API_KEY.INVALID</Code>.
              </Text>
            </Stack>
          </Card>
        </SimpleGrid>

        <Card p="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end">
              <Title order={2} size="h4">
                Operations
              </Title>
              <Group gap="sm" align="flex-end">
                <TextInput
                  aria-label="Filter operations"
                  placeholder="Filter by path or operationId"
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={filter}
                  onChange={(event) => setFilter(event.currentTarget.value)}
                  w={280}
                />
                <SegmentedControl
                  aria-label="Operations shown"
                  value={audience}
                  onChange={(value) => setAudience(value === 'all' ? 'all' : 'keys')}
                  data={[
                    { value: 'keys', label: 'Open to API keys' },
                    { value: 'all', label: 'All operations' },
                  ]}
                />
              </Group>
            </Group>
            {openApi.isPending ? (
              <Stack gap="xs">
                <Skeleton h={40} />
                <Skeleton h={40} />
                <Skeleton h={40} />
              </Stack>
            ) : openApi.isError ? (
              <QueryError error={openApi.error} onRetry={() => void openApi.refetch()} />
            ) : shown.length === 0 ? (
              <EmptyState
                title="No operation matches."
                description="Change the filter or show all operations."
              />
            ) : (
              <>
                <Text size="sm" c="dimmed" role="status">
                  {shown.length} {shown.length === 1 ? 'operation' : 'operations'}
                </Text>
                {[...byTag.entries()].map(([tag, ops]) => (
                  <Stack key={tag} gap={4}>
                    <Title order={3} size="h5" tt="capitalize">
                      {tag.replace(/-/g, ' ')}
                    </Title>
                    <Accordion variant="separated" chevronPosition="right">
                      {ops.map((op) => (
                        <OperationItem key={`${op.method} ${op.path}`} op={op} origin={origin} />
                      ))}
                    </Accordion>
                  </Stack>
                ))}
              </>
            )}
          </Stack>
        </Card>

        <IntegrationEventsCard />
      </Stack>
    </>
  );
}

function OperationItem({ op, origin }: { op: DocumentedOperation; origin: string }) {
  const scopes = op.operation['x-scopes'] ?? [];
  const request = schemaOf(op, 'request');
  const answer = schemaOf(op, 'answer');
  return (
    <Accordion.Item value={`${op.method} ${op.path}`}>
      <Accordion.Control>
        <Group gap="sm" wrap="nowrap">
          <ToneBadge tone={METHOD_TONES[op.method]} w={64}>
            {op.method.toUpperCase()}
          </ToneBadge>
          <Code style={{ wordBreak: 'break-all' }}>{op.path}</Code>
          {scopes.map((scope) => (
            <Badge key={scope} variant="light" tt="none" visibleFrom="sm">
              {scope}
            </Badge>
          ))}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <Text size="sm">
            operationId <Code>{op.operation.operationId}</Code> ·{' '}
            {scopes.length > 0 ? `API key scope: ${scopes.join(' or ')}` : 'browser sessions only'}
          </Text>
          {scopes.length > 0 ? (
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {curlOf(op, origin)}
            </Code>
          ) : null}
          {request ? <SchemaBlock title="Request body" schema={request} /> : null}
          {answer ? <SchemaBlock title="Answer" schema={answer} /> : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function SchemaBlock({ title, schema }: { title: string; schema: unknown }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Code block mah={320} style={{ overflow: 'auto' }}>
        {JSON.stringify(schema, null, 2)}
      </Code>
    </Stack>
  );
}
