import { sessionsRevokedV1 } from '@esg/contracts';
import type { Subscription } from '@esg/messaging';
import type { ServiceRuntime } from '@esg/platform';
import type { SocketHub } from '../socket/socket-hub';

/**
 * gateway.user.sessions-revoked.v1 (written with the revocation, auth/sessions.ts revokeSessions):
 * one member of the group disconnects the sessions' sockets, and through the Redis adapter every
 * replica does, whichever replica revoked them. Disconnecting twice (a redelivery) changes nothing.
 */
export async function startSessionRevocation(runtime: ServiceRuntime, hub: SocketHub): Promise<Subscription> {
  return runtime.bus.subscribe({
    group: 'gateway.session-revocation',
    topics: ['gateway.user'],
    handler: async (event) => {
      if (event.type !== 'gateway.user.sessions-revoked.v1') return;
      const data = sessionsRevokedV1.parse(event.data);
      hub.endSessions(data.sessionIds, data.reason);
    },
  });
}
