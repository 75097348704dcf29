/**
 * A short memory of sessions found live, so that every API call does not read the sessions table.
 * A session revoked in this process is forgotten at once; one revoked by another gateway replica is
 * refused at most TTL_MS later (docs/adr/0003).
 *
 * A revocation forgets the session inside its transaction, before the commit, so a request racing it
 * can still read the session as live from the store; a forgotten session is therefore not remembered
 * again for REVOKED_MS (a revocation is final), whatever such a read saw (issue 31).
 */
const TTL_MS = 1000;
const REVOKED_MS = 60_000;
const MAX_ENTRIES = 50_000;

const live = new Map<string, { userId: number; until: number }>();
const revoked = new Map<string, number>();

export const liveSessions = {
  /** True when the session was found live for this user within the last second. */
  isKnownLive(sessionId: string, userId: number, now = Date.now()): boolean {
    const entry = live.get(sessionId);
    if (!entry) return false;
    if (entry.until <= now) {
      live.delete(sessionId);
      return false;
    }
    return entry.userId === userId;
  },
  remember(sessionId: string, userId: number, expiresAt: number, now = Date.now()): void {
    const revokedAt = revoked.get(sessionId);
    if (revokedAt !== undefined) {
      if (now - revokedAt < REVOKED_MS) return;
      revoked.delete(sessionId);
    }
    if (live.size >= MAX_ENTRIES) live.clear();
    live.set(sessionId, { userId, until: Math.min(now + TTL_MS, expiresAt) });
  },
  forget(sessionId: string, now = Date.now()): void {
    live.delete(sessionId);
    if (revoked.size >= MAX_ENTRIES) revoked.clear();
    revoked.set(sessionId, now);
  },
};
