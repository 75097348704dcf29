import { useState } from 'react';
import '../notifications.css';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNotificationCounts } from '../api/get-counts';
import { NotificationList } from './notification-list';

/**
 * The bell of the top bar (spec 2.3, 2.13): the unread count, kept live by the socket
 * ('notification:counts' sets it), and a panel with the notification list.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const counts = useNotificationCounts();
  const unread = counts.data?.unread ?? 0;
  // No count is announced until it is known: 'Notifications, 0 unread' while loading would be wrong.
  const label = counts.isSuccess ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <Indicator
      label={<span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
      size={18}
      offset={6}
      color="red.9"
      disabled={unread === 0}
    >
      <Popover
        opened={open}
        onChange={setOpen}
        position="bottom-end"
        width={400}
        trapFocus={false}
        returnFocus
        closeOnEscape
        shadow="lg"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={38}
            radius="md"
            aria-label={label}
            onClick={() => setOpen((value) => !value)}
          >
            <IconBell size={20} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown
          p={0}
          role="dialog"
          aria-label="Notifications"
          style={{ maxWidth: 'calc(100vw - 16px)' }}
        >
          <NotificationList unread={unread} countsError={counts.error} onNavigate={() => setOpen(false)} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
