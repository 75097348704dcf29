import { DomainError } from '@esg/platform';

/**
 * Fixed-window attempt counter per key (e-mail and client address). Kept in memory: one gateway
 * process in standalone; replicas each count their own share.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
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
      throw new DomainError('AUTH.RATE_LIMITED', `Too many attempts; try again in ${seconds} seconds`);
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
