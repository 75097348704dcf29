import { RateLimiter } from './rate-limiter';

export const LOGIN_LIMITS = Symbol('LOGIN_LIMITS');

export interface LoginLimits {
  /** Failed-or-not attempts per e-mail: 10 per 15 minutes (reset by a successful login). */
  byEmail: RateLimiter;
  /** Attempts per client address: 100 per 15 minutes. */
  byAddress: RateLimiter;
}

export function createLoginLimits(): LoginLimits {
  return { byEmail: new RateLimiter(10, 15 * 60_000), byAddress: new RateLimiter(100, 15 * 60_000) };
}
