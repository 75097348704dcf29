import { announcementChangedV1 } from '@esg/contracts';
import type { Subscription } from '@esg/messaging';
import type { ServiceRuntime } from '@esg/platform';
import type { SocketHub } from '../socket/socket-hub';

/** Older changes are not pushed when a consumer catches up: the browsers loaded the list since. */
const STALE_AFTER_MS = 10 * 60_000;

/**
 * Every announcement change reaches every open browser as 'announcement:changed'. Pushing from the
 * event (not from the request) also covers the 'deployed' alert raised at start-up, and with several
 * gateway replicas one member of the group pushes through the Redis adapter to all of them.
 */
export async function startAnnouncementPush(runtime: ServiceRuntime, hub: SocketHub): Promise<Subscription> {
  return runtime.bus.subscribe({
    group: 'gateway.announcement-push',
    topics: ['gateway.announcement'],
    handler: async (event) => {
      if (event.type !== 'gateway.announcement.changed.v1') return;
      if (Date.now() - Date.parse(event.time) > STALE_AFTER_MS) return;
      const data = announcementChangedV1.parse(event.data);
      hub.broadcast('announcement:changed', {
        docId: data.docId,
        enabled: data.enabled,
        type: data.type,
        text: data.text,
        ...(data.deleted ? { deleted: true } : {}),
      });
    },
  });
}
