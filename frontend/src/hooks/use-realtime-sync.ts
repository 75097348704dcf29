import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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
 * What each server event does to the cached queries: exactly the keys it concerns (ARCHITECTURE.md,
 * "the spine"). Features add their rows here as their screens arrive; the page then updates without a
 * reload. 'session:revoked' is handled apart (it signs out).
 */
export const SOCKET_EFFECTS: {
  [E in Exclude<keyof ServerToClientEvents, 'session:revoked'>]: SocketEffect<E>;
} = {
  'announcement:changed': {
    apply: (queryClient) => void queryClient.invalidateQueries({ queryKey: ['announcements'] }),
    fallback: [['announcements']],
  },
  'notification:counts': {
    apply: applyPushedCounts,
    fallback: [notificationKeys.counts()],
  },
  'notification:created': {
    apply: applyPushedNotification,
    fallback: [notificationKeys.lists()],
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
    const onConnect = () => {
      if (!socket.recovered) refetchAfterReconnect(queryClient);
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
