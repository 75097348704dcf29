import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { NOTIFICATION_ERRORS, type NotificationView } from '@esg/contracts/notifications';
import { LIST_ERRORS, notificationErrorMessage } from '../api/errors';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { flattenPages } from '../api/page';
import { formatDateTime, formatRelative } from './format';
import { AnchorLink } from '@/components/ui/links';

function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" py="xs">
      {message}
    </Alert>
  );
}

interface NotificationListProps {
  /** Unread count from the counts query (disables "Mark all as read" at 0). */
  unread: number;
  countsError: unknown;
  /** Called when a notification's link is followed (closes the panel). */
  onNavigate: () => void;
}

/**
 * Spec 2.13 / 4: the caller's notifications, newest first, 10 at a time ("Show more" appends the
 * next page), an Unread only filter, and marking one or all read. Each links to its plan or
 * recommendation; following the link marks it read.
 */
export function NotificationList({ unread, countsError, onNavigate }: NotificationListProps) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotifications({ unreadOnly });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = flattenPages(list.data?.pages);

  const open = (notification: NotificationView) => {
    if (!notification.read) markRead.mutate(notification.id);
    onNavigate();
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" pt="md" pb="xs">
        <Title order={2} size="h3">
          Notifications
        </Title>
        <Button
          variant="subtle"
          size="xs"
          disabled={markAll.isPending || unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </Button>
      </Group>
      <Box px="md" pb="sm">
        <Checkbox
          label="Unread only"
          size="sm"
          checked={unreadOnly}
          onChange={(event) => setUnreadOnly(event.currentTarget.checked)}
        />
      </Box>
      <Stack gap="xs" px="md">
        <Failure message={notificationErrorMessage(countsError, NOTIFICATION_ERRORS.counts)} />
        <Failure message={notificationErrorMessage(markAll.error, NOTIFICATION_ERRORS.markAllRead)} />
        <Failure message={notificationErrorMessage(markRead.error, NOTIFICATION_ERRORS.markRead)} />
        <Failure message={notificationErrorMessage(list.error, LIST_ERRORS.notifications)} />
      </Stack>
      <ScrollArea.Autosize mah={420} type="auto">
        {list.isPending ? (
          <Text c="dimmed" size="sm" p="md" role="status">
            Loading notifications…
          </Text>
        ) : items.length === 0 && !list.isError ? (
          <Text c="dimmed" size="sm" p="md" ta="center">
            {unreadOnly ? 'No unread notifications' : 'No notifications yet'}
          </Text>
        ) : (
          <ul className="notification-list" aria-label="Notifications">
            {items.map((n) => (
              <li key={n.id} className={n.read ? 'notification' : 'notification notification--unread'}>
                <span className="notification__dot" aria-hidden="true" />
                <div className="notification__body">
                  {n.link ? (
                    <AnchorLink
                      // A data request links to its response: /collect-data?responseId=…
                      to={n.link.split('?')[0]}
                      search={Object.fromEntries(new URLSearchParams(n.link.split('?')[1] ?? ''))}
                      size="sm"
                      c="dark.7"
                      fw={n.read ? 400 : 600}
                      onClick={() => open(n)}
                    >
                      {n.message}
                    </AnchorLink>
                  ) : (
                    <Text size="sm" fw={n.read ? 400 : 600}>
                      {n.message}
                    </Text>
                  )}
                  <Text
                    component="time"
                    size="xs"
                    c="dimmed"
                    dateTime={n.createdAt}
                    title={formatDateTime(n.createdAt)}
                    display="block"
                  >
                    {formatRelative(n.createdAt)}
                    {n.read ? null : <span className="visually-hidden-text"> (unread)</span>}
                  </Text>
                </div>
                {n.read ? null : (
                  <Tooltip label="Mark as read">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={`Mark as read: ${n.message}`}
                      disabled={markRead.isPending && markRead.variables === n.id}
                      onClick={() => markRead.mutate(n.id)}
                    >
                      <IconCheck size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <Box px="md" pb="md">
            <Button
              variant="default"
              fullWidth
              size="xs"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Show more
            </Button>
          </Box>
        ) : null}
      </ScrollArea.Autosize>
    </Stack>
  );
}
