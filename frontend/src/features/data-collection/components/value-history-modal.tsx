import { Modal, Stack, Table, Text } from '@mantine/core';
import type { MetricDefinition, ValueHistoryEntry } from '@esg/contracts/data-collection/index';
import { QueryError } from '@/components/ui/query-error';
import { StatusBadge } from '@/components/ui/status-badge';
import { useValueHistory } from '../api/get-value-history';
import { formatDateTime } from './format';
import { authorOf, formatCanonical, sourceText } from './value-format';

interface ValueHistoryModalProps {
  responseId: number;
  metric: { code: string; title: string; definition: MetricDefinition } | null;
  onClose: () => void;
}

function change(definition: MetricDefinition, entry: ValueHistoryEntry): string {
  const after =
    entry.after.status === 'provided'
      ? `${formatCanonical(definition, entry.after.value)}${entry.after.unit ? ` ${entry.after.unit}` : ''}`
      : 'no value';
  if (entry.kind === 'review' || entry.before === null) return after;
  const before =
    entry.before.status === 'provided'
      ? `${formatCanonical(definition, entry.before.value)}${entry.before.unit ? ` ${entry.before.unit}` : ''}`
      : 'no value';
  return `${before} → ${after}`;
}

/** Every version of a value and every verdict on it: who, when, old → new, why (never overwritten). */
export function ValueHistoryModal({ responseId, metric, onClose }: ValueHistoryModalProps) {
  const history = useValueHistory(responseId, metric?.code ?? null);
  return (
    <Modal opened={metric !== null} onClose={onClose} title={`History: ${metric?.title ?? ''}`} size="xl">
      {history.isPending ? (
        <Text c="dimmed">Loading the history…</Text>
      ) : history.error ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder aria-label={`History of ${metric?.title ?? ''}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">When</Table.Th>
                  <Table.Th scope="col">Who</Table.Th>
                  <Table.Th scope="col">Version</Table.Th>
                  <Table.Th scope="col">What</Table.Th>
                  <Table.Th scope="col">Why</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(history.data ?? []).map((entry) => (
                  <Table.Tr key={`${entry.kind}-${entry.valueVersionId}-${entry.at}`}>
                    <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                    <Table.Td>{authorOf({ authorId: entry.actorId, authorName: entry.actorName })}</Table.Td>
                    <Table.Td>v{entry.version}</Table.Td>
                    <Table.Td>
                      {entry.kind === 'review' && entry.verdict ? (
                        <StatusBadge set="reviewVerdict" code={entry.verdict} prefix="Review" size="sm" />
                      ) : (
                        <Text size="xs" c="dimmed">
                          {sourceText(entry.source)}
                        </Text>
                      )}
                      <Text size="sm">{metric ? change(metric.definition, entry) : null}</Text>
                    </Table.Td>
                    <Table.Td>{entry.why ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}
