import {
  Alert,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  IconAlertTriangle,
  IconBell,
  IconChecklist,
  IconChevronRight,
  IconClockExclamation,
  IconGavel,
  IconListCheck,
} from '@tabler/icons-react';
import { HOME_GROUPS, type HomeGroup, type HomeItem } from '@esg/contracts/home';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { StatCard } from '@/components/ui/stat-card';
import { ToneBadge } from '@/components/ui/status-badge';
import { TONES } from '@/components/ui/tones';
import { useHome } from '../api/get-home';
import './home.css';

const GROUP_ICONS: Record<HomeGroup, typeof IconBell> = {
  overdue: IconClockExclamation,
  'at-risk': IconAlertTriangle,
  decisions: IconGavel,
  tasks: IconChecklist,
  review: IconListCheck,
  activity: IconBell,
};

const groupsOf = (items: readonly HomeItem[]) =>
  (Object.keys(HOME_GROUPS) as HomeGroup[])
    .map((group) => ({ group, items: items.filter((i) => i.group === group) }))
    .filter((g) => g.items.length > 0);

function ItemRow({ item }: { item: HomeItem }) {
  const colours = TONES[HOME_GROUPS[item.group].tone];
  return (
    <li>
      <UnstyledButton component={Link} to={item.href} className="home-item">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <span className="home-item__marker" style={{ background: colours.solid }} aria-hidden="true" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
            {item.subtitle ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.subtitle}
              </Text>
            ) : null}
          </Stack>
          {item.count ? <ToneBadge tone="neutral">{item.count}</ToneBadge> : null}
          <IconChevronRight size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        </Group>
      </UnstyledButton>
    </li>
  );
}

/**
 * The caller's open work (GET /api/home), grouped (overdue, at risk, decisions, tasks, unread
 * activity…), each item linking to where it is done. `summary` adds a figure per group on top.
 */
export function HomeItems({
  summary = false,
  emptyTitle = 'Nothing needs you right now.',
}: {
  summary?: boolean;
  emptyTitle?: string;
}) {
  const home = useHome();
  if (home.isPending)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your work">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={96} radius="lg" />
          ))}
        </SimpleGrid>
        <Skeleton height={220} radius="lg" />
      </Stack>
    );
  if (home.isError)
    return (
      <QueryError
        error={home.error}
        message="Your work could not be loaded."
        onRetry={() => void home.refetch()}
      />
    );
  const groups = groupsOf(home.data.items);
  return (
    <Stack gap="lg">
      {home.data.partial ? (
        <Alert color="yellow" variant="light" role="status">
          {home.data.partial}
        </Alert>
      ) : null}
      {summary && groups.length > 0 ? (
        <SimpleGrid cols={{ base: 2, md: Math.min(4, groups.length) }} spacing="md">
          {groups.slice(0, 4).map(({ group, items }) => {
            const Icon = GROUP_ICONS[group];
            return (
              <StatCard
                key={group}
                label={HOME_GROUPS[group].label}
                value={items.reduce((n, i) => n + (i.count ?? 1), 0)}
                tone={HOME_GROUPS[group].tone}
                icon={<Icon size={16} aria-hidden />}
              />
            );
          })}
        </SimpleGrid>
      ) : null}
      {groups.length === 0 ? (
        <Card>
          <EmptyState
            icon={
              <ThemeIcon variant="light" radius="xl" size={44} color="brand">
                <IconChecklist size={24} aria-hidden />
              </ThemeIcon>
            }
            title={emptyTitle}
            description="Overdue and at-risk recommendations, decisions waiting for you and unread activity appear here."
          />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {groups.map(({ group, items }) => (
            <Card key={group} component="section" aria-labelledby={`home-${group}`} p={0}>
              <Group justify="space-between" px="md" pt="md" pb="xs">
                <Title order={2} id={`home-${group}`}>
                  {HOME_GROUPS[group].label}
                </Title>
                <ToneBadge tone={HOME_GROUPS[group].tone}>{items.length}</ToneBadge>
              </Group>
              <ul className="home-list" aria-labelledby={`home-${group}`}>
                {items.map((item) => (
                  <ItemRow key={item.id} item={item} />
                ))}
              </ul>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
