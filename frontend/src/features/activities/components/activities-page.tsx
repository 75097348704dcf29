import {
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { IconActivity, IconRefresh } from '@tabler/icons-react';
import type { Activity, ActivityScope } from '@esg/contracts/activities';
import { EmptyState } from '@/components/ui/empty-state';
import { initials } from '@/components/layouts/account-menu';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { useActivities } from '../api/list-activities';

interface ActivitiesPageProps {
  scope: ActivityScope;
  onScopeChange: (scope: ActivityScope) => void;
  companyId: number | null;
  companyName: string | null;
}

const dayKey = (iso: string) => iso.slice(0, 10);

/** "Today", "Yesterday", or "Monday 16 November 2026" (local time). */
export function dayLabel(iso: string, now = new Date()): string {
  const day = new Date(iso);
  const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const diff = Math.round((midnight(now) - midnight(day)) / 86_400_000);
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Yesterday';
  return day.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

function groupByDay(activities: readonly Activity[]): Array<{ day: string; items: Activity[] }> {
  const groups: Array<{ day: string; items: Activity[] }> = [];
  for (const activity of activities) {
    const last = groups.at(-1);
    const local = new Date(activity.at);
    const key = dayKey(new Date(local.getTime() - local.getTimezoneOffset() * 60_000).toISOString());
    if (last?.day === key) last.items.push(activity);
    else groups.push({ day: key, items: [activity] });
  }
  return groups;
}

/**
 * /viewActivities (spec 2.1, issue 13): what happened in the company's workplace, and what the user
 * did, from the platform's events; newest first, by day, each linking to where it happened.
 */
export function ActivitiesPage({ scope, onScopeChange, companyId, companyName }: ActivitiesPageProps) {
  const activities = useActivities(scope, companyId);
  const router = useRouter();
  const all = activities.data?.pages.flat() ?? [];
  return (
    <>
      <PageHeader
        title="Activities"
        description={
          scope === 'mine'
            ? 'What you did on the platform, newest first; new ones appear as they happen.'
            : `What happened at ${companyName ?? 'your company'}: data, action plans, funds and team, newest first; new ones appear as they happen.`
        }
        secondaryActions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={activities.isRefetching}
            onClick={() => void activities.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <Stack gap="md" maw={860}>
        <SegmentedControl
          aria-label="Whose activities"
          value={scope}
          onChange={(value) => onScopeChange(value)}
          data={[
            { value: 'company', label: companyName ? `${companyName}` : 'My company' },
            { value: 'mine', label: 'My actions' },
          ]}
          maw={520}
        />
        {activities.isPending ? (
          <PageSkeleton />
        ) : activities.isError ? (
          <QueryError error={activities.error} onRetry={() => void activities.refetch()} />
        ) : all.length === 0 ? (
          <Card p="lg">
            <EmptyState
              icon={<IconActivity size={28} stroke={1.6} aria-hidden />}
              title={scope === 'mine' ? 'You have no activity yet.' : 'No activity yet.'}
              description="Entering and publishing ESG data, action plans, funds and team changes appear here as they happen."
            />
          </Card>
        ) : (
          <>
            {groupByDay(all).map((group) => (
              <Card key={group.day} p="lg" component="section" aria-label={dayLabel(group.items[0].at)}>
                <Title order={2} size="h5" mb="md">
                  {dayLabel(group.items[0].at)}
                </Title>
                <Timeline bulletSize={30} lineWidth={2}>
                  {group.items.map((activity) => (
                    <Timeline.Item
                      key={activity.id}
                      bullet={
                        <Avatar size={26} radius="xl" color="brand" aria-hidden>
                          {activity.actor ? initials(activity.actor.name) : '•'}
                        </Avatar>
                      }
                    >
                      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                        <Text size="sm">
                          <Text span fw={600}>
                            {activity.actor?.name ?? 'The platform'}
                          </Text>{' '}
                          <ActivityTitle
                            title={activity.title}
                            link={activity.link}
                            go={(link) => router.history.push(link)}
                          />
                        </Text>
                        <Text
                          size="xs"
                          c="dimmed"
                          component="time"
                          dateTime={activity.at}
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {timeOf(activity.at)}
                        </Text>
                      </Group>
                      {activity.detail ? (
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {activity.detail}
                        </Text>
                      ) : null}
                    </Timeline.Item>
                  ))}
                </Timeline>
              </Card>
            ))}
            {activities.hasNextPage ? (
              <Button
                variant="default"
                onClick={() => void activities.fetchNextPage()}
                loading={activities.isFetchingNextPage}
                maw={240}
              >
                Show older activities
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                That is everything.
              </Text>
            )}
          </>
        )}
      </Stack>
    </>
  );
}

/** The activity's words, a link to where it happened when there is such a page. */
function ActivityTitle({
  title,
  link,
  go,
}: {
  title: string;
  link: string | null;
  go: (link: string) => void;
}) {
  if (!link) return <>{title}</>;
  return (
    <Anchor
      href={link}
      onClick={(event) => {
        event.preventDefault();
        go(link);
      }}
    >
      {title}
    </Anchor>
  );
}
