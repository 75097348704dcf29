import { notificationCountsChangedV1, notificationCreatedV1 } from '@esg/contracts';
import type { Subscription } from '@esg/messaging';
import type { ServiceRuntime } from '@esg/platform';
import { userRoom, type SocketHub } from '../socket/socket-hub';

/** A push older than this is dropped when a consumer catches up: the SPA refetches on (re)connect. */
const STALE_AFTER_MS = 10 * 60_000;

/**
 * Notifications reach their owner's browsers only: 'notification:created' and the fresh
 * 'notification:counts' carried by the event (the notifications service counts in the transaction
 * that created the notification, so the gateway keeps no read model). One member of the group
 * pushes; with several replicas the Redis streams adapter carries it to the replica holding the socket.
 */
export async function startNotificationPush(runtime: ServiceRuntime, hub: SocketHub): Promise<Subscription> {
  return runtime.bus.subscribe({
    group: 'gateway.notification-push',
    topics: ['notifications.notification'],
    handler: async (event) => {
      if (Date.now() - Date.parse(event.time) > STALE_AFTER_MS) return;
      let server;
      try {
        server = hub.server;
      } catch {
        return; // Socket.IO not attached yet: nobody can be connected
      }
      if (event.type === 'notifications.notification.created.v1') {
        const data = notificationCreatedV1.parse(event.data);
        const room = server.to(userRoom(data.userId));
        room.emit('notification:created', data.notification);
        room.emit('notification:counts', data.counts);
      } else if (event.type === 'notifications.notification.counts-changed.v1') {
        const data = notificationCountsChangedV1.parse(event.data);
        server.to(userRoom(data.userId)).emit('notification:counts', data.counts);
      }
    },
  });
}
