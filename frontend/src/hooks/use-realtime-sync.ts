import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { keysOfLiveChange, type LiveChange } from '@esg/contracts/live-updates';
import { queryKeys } from '@esg/contracts/query-keys';
import { socketPayloadSchemas, type ServerToClientEvents } from '@esg/contracts/socket';
import {
  applyPushedCounts,
  applyPushedNotification,
  refetchAfterReconnect,
} from '@/features/notifications/api/live';
import { notificationKeys } from '@/features/notifications/api/query-keys';
import { authStore } from '@/lib/auth-store';
import { connectSocket, disconnectSocket } from '@/lib/socket';

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

interface SocketEffect<E extends keyof ServerToClientEvents> {
  /** What a valid payload does to the cache (set data, prepend, invalidate). */
  apply: (queryClient: QueryClient, payload: Payload<E>) => void;
  /** The keys refetched instead when a payload does not match its schema. */
  fallback: readonly (readonly unknown[])[];
}

/**
 * 'entity:changed' (libs/contracts live-updates.ts): the keys the change's row names are stale.
 * Queries on screen refetch at once, the others when next shown.
 */
export function applyLiveChange(queryClient: QueryClient, change: LiveChange): void {
  for (const queryKey of keysOfLiveChange(change)) void queryClient.invalidateQueries({ queryKey });
}

/**
 * What each socket event does to the cached queries: exactly the keys it concerns (ARCHITECTURE.md,
 * "the spine"). Integration events arrive as 'entity:changed' and are looked up in the one
 * event → keys map of libs/contracts (LIVE_UPDATES); a new event gets its row there, not here.
 * 'session:revoked' is handled apart (it signs out).
 */
export const SOCKET_EFFECTS: {
  [E in Exclude<keyof ServerToClientEvents, 'session:revoked'>]: SocketEffect<E>;
} = {
  'announcement:changed': {
    apply: (queryClient) => void queryClient.invalidateQueries({ queryKey: ['announcements'] }),
    fallback: [['announcements']],
  },
  'notification:counts': {
    apply: (queryClient, counts) => {
      applyPushedCounts(queryClient, counts);
      // The start page's unread activity follows the counts.
      void queryClient.invalidateQueries({ queryKey: queryKeys.home() });
    },
    fallback: [notificationKeys.counts(), queryKeys.home()],
  },
  'notification:created': {
    apply: applyPushedNotification,
    fallback: [notificationKeys.lists()],
  },
  'entity:changed': {
    apply: applyLiveChange,
    // A payload this build cannot read: refresh what any change may touch.
    fallback: [queryKeys.actionPlans.all(), queryKeys.notifications.changelogs(), queryKeys.home()],
  },
};

/**
 * Keeps the socket open while a user is signed in and turns server events into cache updates.
 * Mounted once, by the authenticated layout; unmounting (logout) disconnects.
 */
export function useRealtimeSync(accessToken: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!accessToken) return;
    const socket = connectSocket(accessToken);
    const subscribe = <E extends keyof typeof SOCKET_EFFECTS>(event: E) => {
      const effect = SOCKET_EFFECTS[event] as SocketEffect<E>;
      const listener = (payload: unknown) => {
        const parsed = socketPayloadSchemas[event].safeParse(payload);
        if (parsed.success) effect.apply(queryClient, parsed.data);
        else for (const queryKey of effect.fallback) void queryClient.invalidateQueries({ queryKey });
      };
      socket.on(event, listener as never);
      return () => {
        socket.off(event, listener as never);
      };
    };
    const unsubscribers = (Object.keys(SOCKET_EFFECTS) as (keyof typeof SOCKET_EFFECTS)[]).map(subscribe);
    // Back after a disconnect the server could not recover: catch up on what was missed.
    // The first connection follows the page's own loads; only a later, unrecovered one missed pushes.
    let first = !socket.connected;
    const onConnect = () => {
      if (first) {
        first = false;
        return;
      }
      if (socket.recovered) return;
      refetchAfterReconnect(queryClient);
      // Changes pushed while away were lost: refresh what is on screen.
      void queryClient.invalidateQueries({ queryKey: queryKeys.actionPlans.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.changelogs() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.home() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dataCollection.responses() });
    };
    socket.on('connect', onConnect);
    // The server ended this session (logout elsewhere, revoked): forget it here too.
    const onRevoked = () => authStore.signOut('expired');
    socket.on('session:revoked', onRevoked);
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      socket.off('connect', onConnect);
      socket.off('session:revoked', onRevoked);
    };
  }, [accessToken, queryClient]);

  // Disconnect only when the layout goes away (logout), not on every token refresh.
  useEffect(() => () => disconnectSocket(), []);
}
