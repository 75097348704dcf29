import { Modal, Stack, Table, Text } from '@mantine/core';
import type { MetricDefinition, ValueHistoryEntry } from '@esg/contracts/data-collection/index';
import { QueryError } from '@/components/ui/query-error';
import { StatusBadge } from '@/components/ui/status-badge';
import { useValueHistory } from '../api/get-value-history';
import { formatDate, formatDateTime } from './format';
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

/** The versions whose comment is new (a comment carried unchanged into later versions is shown once). */
export function commentsAdded(entries: readonly ValueHistoryEntry[]): Set<ValueHistoryEntry> {
  const added = new Set<ValueHistoryEntry>();
  let previous: string | null = null;
  for (const entry of entries) {
    if (entry.kind !== 'version') continue;
    if (entry.after.comment && entry.after.comment !== previous) added.add(entry);
    previous = entry.after.comment;
  }
  return added;
}

/**
 * Every version of a value and every verdict on it: who, when, through which response, old → new, why,
 * the author's comment and confirmations, and the publications that froze it (never overwritten).
 */
export function ValueHistoryModal({ responseId, metric, onClose }: ValueHistoryModalProps) {
  const history = useValueHistory(responseId, metric?.code ?? null);
  const newComments = commentsAdded(history.data ?? []);
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
                          {entry.responseName ? ` through ${entry.responseName}` : ''}
                        </Text>
                      )}
                      <Text size="sm">{metric ? change(metric.definition, entry) : null}</Text>
                      {entry.kind === 'version' &&
                      entry.after.warningsConfirmed &&
                      entry.after.warnings.length > 0 ? (
                        <Text size="xs" c="dimmed">
                          Confirmed: {entry.after.warnings.map((w) => w.message).join(' ')}
                        </Text>
                      ) : null}
                      {entry.publishedIn.map((p) => (
                        <Text key={`${p.responseId}-${p.publicationNumber}`} size="xs" c="brand.8" fw={600}>
                          Published in {p.name} on {formatDate(p.publishedAt)}
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.why ?? (newComments.has(entry) ? '' : '—')}</Text>
                      {newComments.has(entry) ? (
                        <Text size="sm" c="dimmed">
                          Comment: “{entry.after.comment}”
                        </Text>
                      ) : null}
                    </Table.Td>
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
