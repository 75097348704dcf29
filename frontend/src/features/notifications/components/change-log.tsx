import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ChangelogEntryView } from '@esg/contracts/notifications';
import { EmptyState } from '@/components/ui/empty-state';
import { LIST_ERRORS, notificationErrorMessage } from '../api/errors';
import { useChangelog } from '../api/get-changelog';
import { flattenPages } from '../api/page';
import { fieldLabel, formatDateTime, formatValue, type ChangeLogNames } from './format';
import '../notifications.css';

function Entry({ entry, names }: { entry: ChangelogEntryView; names: ChangeLogNames }) {
  return (
    <li className="changelog-entry">
      <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
        <Text size="sm">
          <Text span fw={600}>
            {entry.actor.name ?? `User ${entry.actor.id}`}
          </Text>{' '}
          {entry.summary.charAt(0).toLowerCase() + entry.summary.slice(1)}
        </Text>
        <Text component="time" size="xs" c="dimmed" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </Text>
      </Group>
      {entry.changes.length > 0 ? (
        <Stack gap={2} mt={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
          {entry.changes.map((change) => (
            <Text key={change.field} component="li" size="sm" c="dark.5">
              <Text span fw={600}>
                {fieldLabel(change.field)}:
              </Text>{' '}
              <Text span td="line-through" c="dimmed">
                {formatValue(change.field, change.before, entry.eventType, names)}
              </Text>
              <Text span aria-label="changed to">
                {' → '}
              </Text>
              <Text span fw={500}>
                {formatValue(change.field, change.after, entry.eventType, names)}
              </Text>
            </Text>
          ))}
        </Stack>
      ) : null}
    </li>
  );
}

/**
 * Spec 2.13: the change log of a plan and its recommendations, newest first: who, what, when and
 * the values before and after, in words (labels, dates, names). 10 entries a page; "Show more"
 * appends the next. `viewingAs: 'pc'` shows it as the portfolio company sees it.
 */
export function ChangeLog({
  actionPlanId,
  viewingAs,
  names = {},
}: {
  actionPlanId: number;
  viewingAs?: 'pc';
  names?: ChangeLogNames;
}) {
  const log = useChangelog(actionPlanId, viewingAs);
  const entries = flattenPages(log.data?.pages);
  const error = notificationErrorMessage(log.error, LIST_ERRORS.changelog);

  return (
    <Card component="section" aria-labelledby="changelog-heading">
      <Title order={2} id="changelog-heading" mb="sm">
        Change log
      </Title>
      {error ? (
        <Alert color="red" role="alert" mb="sm">
          <Group justify="space-between">
            <Text size="sm">{error}</Text>
            <Button size="xs" variant="white" color="red.9" onClick={() => void log.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : null}
      {log.isPending ? (
        <Text c="dimmed" size="sm" role="status">
          Loading the change log…
        </Text>
      ) : entries.length === 0 && !log.isError ? (
        <EmptyState
          size="sm"
          title="No changes yet."
          description="Every change to the plan and its recommendations is listed here."
        />
      ) : (
        <ol className="changelog-list" aria-label="Change log">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} names={names} />
          ))}
        </ol>
      )}
      {log.hasNextPage ? (
        <Button
          variant="default"
          mt="sm"
          loading={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
    </Card>
  );
}
