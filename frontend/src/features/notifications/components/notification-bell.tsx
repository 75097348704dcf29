import { useEffect, useId, useRef, useState } from 'react';
import '@/styles/notifications.css';
import { useNotificationCounts } from '../api/get-counts';
import { NotificationList } from './notification-list';

/**
 * The bell of the top bar (spec 2.3, 2.13): the unread count, kept live by the socket
 * ('notification:counts' sets it), and a panel with the notification list.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const counts = useNotificationCounts();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = counts.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // No count is announced until it is known: 'Notifications, 0 unread' while loading would be wrong.
  const label = counts.isSuccess ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <div className="notification-bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button icon-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M18 16V11a6 6 0 0 0-12 0v5l-2 2h16l-2-2zM10 20a2 2 0 0 0 4 0" />
        </svg>
        {unread > 0 ? (
          <span className="notification-bell__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div id={panelId} className="notification-bell__panel" role="dialog" aria-label="Notifications">
          <NotificationList unread={unread} countsError={counts.error} onNavigate={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}
