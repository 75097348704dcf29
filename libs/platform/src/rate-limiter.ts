import { DomainError } from './domain-error';

/**
 * Fixed-window attempt counter per key (an e-mail, a client address). Kept in memory: each process
 * (each replica) counts its own share.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** The domain error code when the limit is passed; its `RATE_LIMITED` suffix maps to 429. */
    private readonly code = 'AUTH.RATE_LIMITED',
  ) {}

  consume(key: string, now = Date.now()): void {
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 50_000) this.prune(now);
      return;
    }
    current.count += 1;
    if (current.count > this.limit) {
      const seconds = Math.ceil((current.resetAt - now) / 1000);
      throw new DomainError(this.code, `Too many attempts; try again in ${seconds} seconds`);
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
