import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  createEvent,
  SESSION_MAX_AGE_SECONDS,
  type CloudEvent,
  type LoginResponse,
  type SessionRevocationReason,
} from '@esg/contracts';
import type { Store, Transaction } from '@esg/persistence';
import {
  RUNTIME,
  signAccessToken,
  verifyAccessToken,
  type Principal,
  type ServiceRuntime,
  principalFromClaims,
} from '@esg/platform';
import { toSessionUser, type Session, type UserAccount } from '../domain/user';
import { keySessionLive } from './api-keys';
import { liveSessions } from './live-sessions';

/**
 * A session's id is the sha256 of its `__session` cookie: the store, the access tokens (`sid`), the
 * socket rooms and the events name a session without holding anything that would open it.
 */
export const sessionIdOf = (cookie: string): string => createHash('sha256').update(cookie).digest('hex');
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/**
 * Ends sessions inside the caller's transaction: every live session of `userId` but `keep`. It appends
 * `gateway.user.sessions-revoked.v1`, whose consumer disconnects the sessions' sockets on every gateway
 * replica (integration/session-revocation.consumer.ts). This is the one way to end sessions: logout,
 * two-factor logout, password set/reset/change, and a team member's removal all come through here.
 */
export async function revokeSessions(
  tx: Transaction,
  userId: number,
  options: { reason: SessionRevocationReason; keep?: string | null; only?: string; actorId?: number | null },
): Promise<number> {
  const open = await tx.find<Session>('sessions', { userId, revokedAt: null });
  const now = new Date().toISOString();
  const ended: string[] = [];
  for (const session of open) {
    if (session.id === options.keep) continue;
    if (options.only !== undefined && session.id !== options.only) continue;
    liveSessions.forget(session.id);
    await tx.put('sessions', { ...session, revokedAt: now, twoFactorVerified: false });
    ended.push(session.id);
  }
  if (ended.length > 0) await tx.append([sessionsRevoked(userId, ended, options.reason, options.actorId)]);
  return ended.length;
}

function sessionsRevoked(
  userId: number,
  sessionIds: string[],
  reason: SessionRevocationReason,
  actorId: number | null = null,
): CloudEvent {
  return createEvent({
    type: 'gateway.user.sessions-revoked.v1',
    source: 'gateway',
    subject: userId,
    actorId: actorId ?? userId,
    data: { userId, sessionIds, reason },
  });
}

/** Server-side sessions behind the `__session` cookie; access tokens name their session so logout revokes them. */
@Injectable()
export class SessionService {
  private readonly store: Store;

  constructor(@Inject(RUNTIME) private readonly runtime: ServiceRuntime) {
    this.store = runtime.store;
  }

  async open(
    user: UserAccount,
    options: { twoFactorVerified?: boolean; tx?: Transaction } = {},
  ): Promise<{ session: Session; cookie: string; response: LoginResponse }> {
    const now = new Date();
    const cookie = randomBytes(32).toString('base64url');
    const session: Session = {
      id: sessionIdOf(cookie),
      userId: user.userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
      revokedAt: null,
      twoFactorVerified: options.twoFactorVerified === true,
    };
    if (options.tx) await options.tx.insert('sessions', session);
    else await this.store.transaction(async (tx) => tx.insert('sessions', session));
    return { session, cookie, response: await this.issue(user, session) };
  }

  /** A fresh access token for a live session (used after a reload, from the cookie). */
  async issue(user: UserAccount, session: Session): Promise<LoginResponse> {
    const remaining = Math.floor((Date.parse(session.expiresAt) - Date.now()) / 1000);
    const ttl = Math.max(1, Math.min(this.runtime.config.accessTokenTtlSeconds, remaining));
    const accessToken = await signAccessToken(
      {
        sub: String(user.userId),
        sid: session.id,
        role: user.role,
        permission: user.permission,
        companyId: user.company_id,
      },
      this.runtime.config.jwt,
      ttl,
    );
    return { accessToken, expiresIn: ttl, user: toSessionUser(user) };
  }

  /** The live session a `__session` cookie opens, else null. */
  findByCookie(cookie: string): Promise<Session | null> {
    return this.find(sessionIdOf(cookie));
  }

  async find(sessionId: string): Promise<Session | null> {
    const session = await this.store.get<Session>('sessions', sessionId);
    if (!session || session.revokedAt || Date.parse(session.expiresAt) <= Date.now()) return null;
    return session;
  }

  async isLive(principal: Principal): Promise<boolean> {
    const key = await keySessionLive(this.store, principal.sessionId, principal.userId);
    if (key !== null) return key;
    if (liveSessions.isKnownLive(principal.sessionId, principal.userId)) return true;
    const session = await this.find(principal.sessionId);
    if (session === null || session.userId !== principal.userId) return false;
    liveSessions.remember(session.id, session.userId, Date.parse(session.expiresAt));
    return true;
  }

  /** Logout and the two-factor logout: this one session ends, and its sockets are disconnected. */
  async revoke(principal: Principal, reason: SessionRevocationReason): Promise<void> {
    liveSessions.forget(principal.sessionId);
    await this.store.transaction((tx) =>
      revokeSessions(tx, principal.userId, { reason, only: principal.sessionId }),
    );
  }

  /**
   * Every session of a user ends (but `keep`), with its sockets on every replica: for a member removed
   * from a company, an account disabled by an admin. Inside another transaction call `revokeSessions`.
   */
  async revokeUser(
    userId: number,
    reason: SessionRevocationReason,
    options: { keep?: string | null; actorId?: number | null } = {},
  ): Promise<number> {
    return this.store.transaction((tx) => revokeSessions(tx, userId, { reason, ...options }));
  }

  /** Verifies a bearer header the way the Nest guard does (used by the proxy in cluster mode). */
  async authenticate(authorization: string | undefined): Promise<Principal | null> {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : null;
    return token ? this.authenticateToken(token) : null;
  }

  /** A principal for a live session's valid access token, else null (Socket.IO handshakes). */
  async authenticateToken(token: string): Promise<Principal | null> {
    const claims = await verifyAccessToken(token, this.runtime.config.jwt);
    if (!claims) return null;
    const principal = principalFromClaims(claims);
    return (await this.isLive(principal)) ? principal : null;
  }
}
