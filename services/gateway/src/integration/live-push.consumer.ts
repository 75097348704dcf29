import { LIVE_SOCKET_EVENT, liveRuleOf, liveTopics, type CloudEvent, type LiveChange } from '@esg/contracts';
import type { Subscription } from '@esg/messaging';
import type { ServiceRuntime } from '@esg/platform';
import { companyRoom, companyTeamRoom, userRoom, type SocketHub } from '../socket/socket-hub';

/** A change older than this is not pushed when a consumer catches up: the pages refetch on (re)connect. */
const STALE_AFTER_MS = 2 * 60_000;

/** The 'entity:changed' payload of an event and the rooms it goes to, or null when it is not live. */
export function livePush(event: CloudEvent): { rooms: string[]; change: LiveChange } | null {
  const rule = liveRuleOf(event.type);
  if (!rule) return null;
  const audience = rule.audience(event.data as never);
  const rooms = [
    ...audience.companyIds.map(companyRoom),
    ...(audience.companyTeamIds ?? []).map(companyTeamRoom),
    ...audience.userIds.map(userRoom),
  ];
  if (rooms.length === 0) return null;
  return {
    rooms: [...new Set(rooms)],
    change: { type: event.type, refs: rule.refs(event.data as never), at: event.time },
  };
}

/**
 * Live updates of open pages (libs/contracts live-updates.ts, docs/adr/0006-live-updates.md): every
 * integration event with a live row becomes one small 'entity:changed' { type, refs, at } in the
 * rooms of the companies and users the row names; the SPA refetches the queries of that row. The
 * payload carries ids only, the page reads the data through the API under the usual access rules.
 * One member of the group pushes; with several replicas the Redis streams adapter carries it to
 * the replica holding the socket.
 */
export async function startLivePush(runtime: ServiceRuntime, hub: SocketHub): Promise<Subscription> {
  return runtime.bus.subscribe({
    group: 'gateway.live-push',
    topics: liveTopics(),
    handler: async (event) => {
      if (Date.now() - Date.parse(event.time) > STALE_AFTER_MS) return;
      const push = livePush(event);
      if (!push) return;
      let server;
      try {
        server = hub.server;
      } catch {
        return; // Socket.IO not attached yet: nobody can be connected
      }
      server.to(push.rooms).emit(LIVE_SOCKET_EVENT, push.change);
    },
  });
}
