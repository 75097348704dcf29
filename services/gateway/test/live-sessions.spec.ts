import { liveSessions } from '../src/auth/live-sessions';

describe('the memory of live sessions', () => {
  it('remembers a live session for at most a second, and never past its expiry', () => {
    liveSessions.remember('s-1', 7, Date.UTC(2030, 0, 1), 1_000);
    expect(liveSessions.isKnownLive('s-1', 7, 1_500)).toBe(true);
    expect(liveSessions.isKnownLive('s-1', 7, 2_000)).toBe(false);
    liveSessions.remember('s-2', 7, 1_200, 1_000);
    expect(liveSessions.isKnownLive('s-2', 7, 1_200)).toBe(false);
  });

  it('never vouches for another user, and forgets a revoked session at once', () => {
    liveSessions.remember('s-3', 7, Date.UTC(2030, 0, 1), 1_000);
    expect(liveSessions.isKnownLive('s-3', 8, 1_100)).toBe(false);
    liveSessions.forget('s-3');
    expect(liveSessions.isKnownLive('s-3', 7, 1_100)).toBe(false);
  });

  it('does not put back a revoked session that a request racing the revocation read as live', () => {
    // The revocation forgets the session inside its transaction; a request reads the store before the
    // commit, sees the session live and remembers it: it must stay forgotten.
    liveSessions.forget('s-4', 1_000);
    liveSessions.remember('s-4', 7, Date.UTC(2030, 0, 1), 1_050);
    expect(liveSessions.isKnownLive('s-4', 7, 1_100)).toBe(false);
    liveSessions.remember('s-4', 7, Date.UTC(2030, 0, 1), 50_000);
    expect(liveSessions.isKnownLive('s-4', 7, 50_100)).toBe(false);
  });
});
