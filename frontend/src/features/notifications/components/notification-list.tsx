import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { NOTIFICATION_ERRORS, type NotificationView } from '@esg/contracts/notifications';
import { LIST_ERRORS, notificationErrorMessage } from '../api/errors';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { flattenPages } from '../api/page';
import { formatDateTime, formatRelative } from './format';

function Alert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert--danger notifications__alert" role="alert">
      {message}
    </div>
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
    <div className="notifications">
      <div className="notifications__header">
        <h2 className="notifications__title">Notifications</h2>
        <button
          type="button"
          className="button button--secondary notifications__mark-all"
          disabled={markAll.isPending || unread === 0}
          aria-busy={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {markAll.isPending ? 'Marking…' : 'Mark all as read'}
        </button>
      </div>
      <label className="notifications__filter choice">
        <input
          type="checkbox"
          checked={unreadOnly}
          onChange={(event) => setUnreadOnly(event.target.checked)}
        />
        <span>Unread only</span>
      </label>

      <Alert message={notificationErrorMessage(countsError, NOTIFICATION_ERRORS.counts)} />
      <Alert message={notificationErrorMessage(markAll.error, NOTIFICATION_ERRORS.markAllRead)} />
      <Alert message={notificationErrorMessage(markRead.error, NOTIFICATION_ERRORS.markRead)} />
      <Alert message={notificationErrorMessage(list.error, LIST_ERRORS.notifications)} />

      {list.isPending ? (
        <p className="notifications__empty" role="status">
          Loading notifications…
        </p>
      ) : items.length === 0 && !list.isError ? (
        <p className="notifications__empty">
          {unreadOnly ? 'No unread notifications' : 'No notifications yet'}
        </p>
      ) : (
        <ul className="notifications__list" aria-label="Notifications">
          {items.map((n) => (
            <li key={n.id} className={`notification${n.read ? '' : ' notification--unread'}`}>
              <span className="notification__dot" aria-hidden="true" />
              <div className="notification__body">
                {n.link ? (
                  <Link to={n.link} className="notification__message" onClick={() => open(n)}>
                    {n.message}
                  </Link>
                ) : (
                  <span className="notification__message">{n.message}</span>
                )}
                <time
                  className="notification__time"
                  dateTime={n.createdAt}
                  title={formatDateTime(n.createdAt)}
                >
                  {formatRelative(n.createdAt)}
                  {n.read ? null : <span className="notification__sr"> (unread)</span>}
                </time>
              </div>
              {n.read ? null : (
                <button
                  type="button"
                  className="notification__mark icon-button"
                  aria-label={`Mark as read: ${n.message}`}
                  title="Mark as read"
                  disabled={markRead.isPending && markRead.variables === n.id}
                  onClick={() => markRead.mutate(n.id)}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      {list.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary button--block notifications__more"
          disabled={list.isFetchingNextPage}
          aria-busy={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}
