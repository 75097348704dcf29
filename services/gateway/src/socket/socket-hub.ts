import type { Server as HttpServer } from 'node:http';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { ClientToServerEvents, ServerToClientEvents, SessionRevocationReason } from '@esg/contracts';
import type { Principal, ServiceRuntime } from '@esg/platform';
import { liveSessions } from '../auth/live-sessions';
import { sessionRoom } from '../auth/sessions';

/** Between gateway replicas (through the Redis adapter): sessions ended elsewhere leave every cache at once. */
interface InterServerEvents {
  'sessions-ended': (sessionIds: string[], reason: SessionRevocationReason) => void;
}
export type AppSocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents>;
export const userRoom = (userId: number) => `user:${userId}`;
export const companyRoom = (companyId: number) => `company:${companyId}`;
/** The company's own team: its users without a permission (live-updates.ts `companyTeamIds`). */
export const companyTeamRoom = (companyId: number) => `company-team:${companyId}`;

/**
 * The live channel to browsers. A socket authenticates with its access token at the handshake and
 * joins its user's room; pushes go to one user's room or to everyone. With several gateway replicas
 * the Redis streams adapter carries pushes between them.
 */
export class SocketHub {
  private io: AppSocketServer | undefined;
  private redis: Redis | undefined;

  constructor(
    private readonly runtime: ServiceRuntime,
    private readonly authenticate: (token: string) => Promise<Principal | null>,
  ) {}

  attach(server: HttpServer): AppSocketServer {
    const io: AppSocketServer = new Server(server, {
      path: '/socket.io',
      serveClient: false,
      // A client that reconnects within 2 minutes gets the pushes it missed and keeps its rooms
      // (with the Redis streams adapter, across replicas); beyond that the SPA refetches.
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    });
    if (this.runtime.config.mode !== 'standalone' && this.runtime.config.redisUrl) {
      this.redis = new Redis(this.runtime.config.redisUrl, { maxRetriesPerRequest: 3 });
      io.adapter(createAdapter(this.redis, { streamName: 'esg:socket.io' }));
    }
    io.use((socket, next) => {
      const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
      if (typeof token !== 'string') return next(new Error('unauthorized'));
      this.authenticate(token).then(
        (principal) => {
          if (!principal) return next(new Error('unauthorized'));
          (socket.data as { principal?: Principal }).principal = principal;
          next();
        },
        (err: unknown) => next(err instanceof Error ? err : new Error('unauthorized')),
      );
    });
    io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
      const principal = (socket.data as { principal: Principal }).principal;
      void socket.join(userRoom(principal.userId));
      // Ending the session disconnects exactly its sockets (endSessions).
      void socket.join(sessionRoom(principal.sessionId));
      // An auditor hears nothing of the investor's workplace (rule 142): only their own session's end.
      if (principal.companyId !== null && principal.permission !== 'Auditor')
        void socket.join(companyRoom(principal.companyId));
      // Not Contributors, Coinvestors or Consultants: what is for the team only (internal notes) goes here.
      if (principal.companyId !== null && principal.permission === null)
        void socket.join(companyTeamRoom(principal.companyId));
      socket.on('ping', (ack) => {
        if (typeof ack === 'function') ack(new Date().toISOString());
      });
    });
    io.on('sessions-ended', (sessionIds, reason) => {
      for (const id of sessionIds) liveSessions.forget(id);
      this.endLocally(sessionIds, reason);
    });
    this.io = io;
    return io;
  }

  /**
   * Ends sessions on every replica: their sockets are told why ('session:revoked') and disconnected,
   * and every replica forgets them as live (so a revoked access token is refused at once everywhere).
   */
  endSessions(sessionIds: readonly string[], reason: SessionRevocationReason): void {
    for (const id of sessionIds) liveSessions.forget(id);
    if (!this.io || sessionIds.length === 0) return;
    // Other replicas exist only behind the Redis adapter; the in-memory adapter has no serverSideEmit.
    if (this.redis) this.io.serverSideEmit('sessions-ended', [...sessionIds], reason);
    this.endLocally(sessionIds, reason);
  }

  /**
   * Each replica tells and disconnects its own sockets of the sessions, in one synchronous step: a
   * socket leaves its rooms as it is disconnected, so a second revocation of the same sessions (a
   * redelivered event, or two replicas handling it) finds nobody left to tell.
   */
  private endLocally(sessionIds: readonly string[], reason: SessionRevocationReason): void {
    if (!this.io) return;
    const rooms = sessionIds.map(sessionRoom);
    this.io.local.to(rooms).emit('session:revoked', { reason });
    this.io.local.in(rooms).disconnectSockets(true);
  }

  /**
   * Pushes to every connected browser (on every replica, through the Redis adapter). Returns false
   * before Socket.IO is attached, when nobody can be connected yet.
   */
  broadcast<E extends keyof ServerToClientEvents>(
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): boolean {
    if (!this.io) return false;
    this.io.emit(event, ...args);
    return true;
  }

  get server(): AppSocketServer {
    if (!this.io) throw new Error('Socket.IO is not attached yet');
    return this.io;
  }

  async close(): Promise<void> {
    await this.io?.close();
    this.redis?.disconnect();
  }
}
