import { liveSessions } from './live-sessions';
import { revokeSessions } from '../infrastructure/accounts';
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SESSION_MAX_AGE_SECONDS, type LoginResponse } from '@esg/contracts';
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
  ): Promise<{ session: Session; response: LoginResponse }> {
    const now = new Date();
    const session: Session = {
      id: randomBytes(32).toString('base64url'),
      userId: user.userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
      revokedAt: null,
      twoFactorVerified: options.twoFactorVerified === true,
    };
    if (options.tx) await options.tx.insert('sessions', session);
    else await this.store.transaction(async (tx) => tx.insert('sessions', session));
    return { session, response: this.issue(user, session) };
  }

  /** A fresh access token for a live session (used after a reload, from the cookie). */
  issue(user: UserAccount, session: Session): LoginResponse {
    const remaining = Math.floor((Date.parse(session.expiresAt) - Date.now()) / 1000);
    const ttl = Math.max(1, Math.min(this.runtime.config.accessTokenTtlSeconds, remaining));
    const accessToken = signAccessToken(
      {
        sub: String(user.userId),
        sid: session.id,
        role: user.role,
        permission: user.permission,
        companyId: user.company_id,
      },
      this.runtime.config.jwtSecret,
      ttl,
    );
    return { accessToken, expiresIn: ttl, user: toSessionUser(user) };
  }

  async find(sessionId: string): Promise<Session | null> {
    const session = await this.store.get<Session>('sessions', sessionId);
    if (!session || session.revokedAt || Date.parse(session.expiresAt) <= Date.now()) return null;
    return session;
  }

  async isLive(principal: Principal): Promise<boolean> {
    if (liveSessions.isKnownLive(principal.sessionId, principal.userId)) return true;
    const session = await this.find(principal.sessionId);
    if (session === null || session.userId !== principal.userId) return false;
    liveSessions.remember(session.id, session.userId, Date.parse(session.expiresAt));
    return true;
  }

  async revoke(sessionId: string): Promise<void> {
    liveSessions.forget(sessionId);
    await this.store.transaction(async (tx) => {
      const session = await tx.get<Session>('sessions', sessionId);
      if (session && !session.revokedAt)
        await tx.put('sessions', { ...session, revokedAt: new Date().toISOString() });
    });
  }

  /**
   * Ends every live session of a user at once, in the caller's transaction (a removed team member, a
   * changed permission): the access manager's path. Returns how many were live.
   */
  async revokeAllOf(userId: number, tx: Transaction): Promise<number> {
    return revokeSessions(tx, userId);
  }

  /** The two-factor logout: the session's verified state ends with the session itself. */
  async endTwoFactor(sessionId: string): Promise<void> {
    liveSessions.forget(sessionId);
    await this.store.transaction(async (tx) => {
      const session = await tx.get<Session>('sessions', sessionId);
      if (session)
        await tx.put('sessions', {
          ...session,
          twoFactorVerified: false,
          revokedAt: session.revokedAt ?? new Date().toISOString(),
        });
    });
  }

  /** Verifies a bearer header the way the Nest guard does (used by the proxy in cluster mode). */
  async authenticate(authorization: string | undefined): Promise<Principal | null> {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : null;
    return token ? this.authenticateToken(token) : null;
  }

  /** A principal for a live session's valid access token, else null (Socket.IO handshakes). */
  async authenticateToken(token: string): Promise<Principal | null> {
    const claims = verifyAccessToken(token, this.runtime.config.jwtSecret);
    if (!claims) return null;
    const principal = principalFromClaims(claims);
    return (await this.isLive(principal)) ? principal : null;
  }
}
