import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ServerToClientEvents } from '@esg/contracts/socket';
import { authStore } from '@/lib/auth-store';
import { connectSocket, disconnectSocket } from '@/lib/socket';

/**
 * Which cached queries each server event makes stale. Features add their keys here as their
 * screens arrive; the page then updates without a reload (ARCHITECTURE.md, "the spine").
 */
export const SOCKET_INVALIDATIONS: { [E in keyof ServerToClientEvents]?: readonly QueryKey[] } = {
  'announcement:changed': [['announcements']],
  'notification:counts': [['notifications']],
};

/**
 * Keeps the socket open while a user is signed in and turns server events into query
 * invalidations. Mounted once, by the authenticated layout; unmounting (logout) disconnects.
 */
export function useRealtimeSync(accessToken: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!accessToken) return;
    const socket = connectSocket(accessToken);
    const unsubscribers = (Object.keys(SOCKET_INVALIDATIONS) as (keyof ServerToClientEvents)[]).map(
      (event) => {
        const invalidate = () => {
          for (const queryKey of SOCKET_INVALIDATIONS[event] ?? []) {
            void queryClient.invalidateQueries({ queryKey });
          }
        };
        socket.on(event, invalidate);
        return () => {
          socket.off(event, invalidate);
        };
      },
    );
    // The server ended this session (logout elsewhere, revoked): forget it here too.
    const onRevoked = () => authStore.signOut('expired');
    socket.on('session:revoked', onRevoked);
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      socket.off('session:revoked', onRevoked);
    };
  }, [accessToken, queryClient]);

  // Disconnect only when the layout goes away (logout), not on every token refresh.
  useEffect(() => () => disconnectSocket(), []);
}
