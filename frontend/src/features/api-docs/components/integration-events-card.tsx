import { useMemo, useState } from 'react';
import {
  Anchor,
  Card,
  Code,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ASYNCAPI_DOCUMENT_PATH, ASYNCAPI_REFERENCE_PATH, eventsOf } from '@esg/contracts/api-docs';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { useAsyncApi } from '../api/get-asyncapi';

/**
 * The integration events other systems can follow (issue 13), read from the AsyncAPI document the
 * gateway generates from the event catalogue: type, version and Kafka topic, with links to the rendered
 * reference (envelope, payload schemas) and the document itself.
 */
export function IntegrationEventsCard() {
  const asyncApi = useAsyncApi();
  const [filter, setFilter] = useState('');
  const events = useMemo(() => (asyncApi.data ? eventsOf(asyncApi.data) : []), [asyncApi.data]);
  const shown = events.filter((e) => `${e.type} ${e.title}`.toLowerCase().includes(filter.toLowerCase()));

  return (
    <Card p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Integration events
            </Title>
            <Text size="sm" c="dimmed">
              CloudEvents 1.0 on Kafka (binary mode: attributes as <Code>ce_</Code> headers, the subject as
              key).{' '}
              <Anchor href={ASYNCAPI_REFERENCE_PATH} target="_blank" rel="noopener" underline="always">
                Event reference
              </Anchor>{' '}
              ·{' '}
              <Anchor href={ASYNCAPI_DOCUMENT_PATH} target="_blank" rel="noopener" underline="always">
                asyncapi.json
              </Anchor>
            </Text>
          </Stack>
          <TextInput
            aria-label="Filter events"
            placeholder="Filter by event type"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            w={280}
          />
        </Group>
        {asyncApi.isPending ? (
          <Stack gap="xs">
            <Skeleton h={32} />
            <Skeleton h={32} />
          </Stack>
        ) : asyncApi.isError ? (
          <QueryError error={asyncApi.error} onRetry={() => void asyncApi.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title="No event matches." description="Change the filter." />
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {shown.length} of {events.length} events · AsyncAPI {asyncApi.data.asyncapi}
            </Text>
            <ScrollArea.Autosize mah={360} type="auto">
              <Table striped aria-label="Integration events" data-phone-layout="cards">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Event type</Table.Th>
                    <Table.Th>What happened</Table.Th>
                    <Table.Th>Kafka topic</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((e) => (
                    <Table.Tr key={e.type}>
                      <Table.Td>
                        <Anchor
                          href={`${ASYNCAPI_REFERENCE_PATH}#${e.type}`}
                          target="_blank"
                          rel="noopener"
                          size="sm"
                        >
                          <Code>{e.type}</Code>
                        </Anchor>
                      </Table.Td>
                      <Table.Td data-label="What happened">{e.title}</Table.Td>
                      <Table.Td data-label="Kafka topic">
                        <Code>{e.topic}</Code>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </Card>
  );
}
