import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@esg/contracts/socket';

/**
 * The one Socket.IO connection of the signed-in SPA, on the same origin as the page (path
 * /socket.io, which the gateway serves and the Vite dev server proxies). It authenticates with
 * the access token in the handshake; the server puts it in its user and company rooms.
 */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

export function connectSocket(accessToken: string): AppSocket {
  if (socket) {
    // A refreshed token is used from the next (re)connection on; the open one stays up.
    socket.auth = { token: accessToken };
    if (!socket.connected && !socket.active) socket.connect();
    return socket;
  }
  socket = io({
    path: '/socket.io',
    auth: { token: accessToken },
    transports: ['websocket', 'polling'],
    withCredentials: true,
  });
  return socket;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}

export function getSocket(): AppSocket | null {
  return socket;
}
