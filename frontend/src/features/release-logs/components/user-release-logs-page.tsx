import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { useReleaseLogs } from '../api/list-release-logs';
import { AudienceBadges, formatReleaseDate, ReleaseNotesText } from './release-notes';

/**
 * /user-release-logs (spec 2.1): what changed on the platform, newest release first, for the
 * reader's role. The announcement banner of a new release links here.
 */
export function UserReleaseLogsPage() {
  const logs = useReleaseLogs('published');
  return (
    <>
      <PageHeader
        title="Release Notes"
        description="What changed on the ESG Platform, newest release first."
      />
      {logs.isPending ? (
        <PageSkeleton />
      ) : logs.isError ? (
        <QueryError error={logs.error} onRetry={() => void logs.refetch()} />
      ) : logs.data.length === 0 ? (
        <Card p="lg">
          <EmptyState
            icon={<IconSparkles size={28} stroke={1.6} aria-hidden />}
            title="No release notes yet."
            description="When the platform team publishes a release, its notes appear here and a banner tells you about it."
          />
        </Card>
      ) : (
        <Stack gap="md" maw={860}>
          {logs.data.map((log, index) => (
            <Card key={log.id} p="lg" component="article" aria-labelledby={`release-${log.id}`}>
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Badge variant="filled" color="brand" tt="none" size="lg">
                        {log.version}
                      </Badge>
                      {index === 0 ? (
                        <Badge variant="light" color="brand" tt="none">
                          Latest
                        </Badge>
                      ) : null}
                    </Group>
                    <Title order={2} size="h4" id={`release-${log.id}`} mt={6}>
                      {log.title}
                    </Title>
                  </Stack>
                  <Text size="sm" c="dimmed" component="time" dateTime={log.date}>
                    {formatReleaseDate(log.date)}
                  </Text>
                </Group>
                {log.audience.includes('all') ? null : <AudienceBadges audience={log.audience} />}
                <ReleaseNotesText notes={log.notes} />
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </>
  );
}
