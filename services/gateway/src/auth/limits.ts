import { RateLimiter } from '@esg/platform';

export const LOGIN_LIMITS = Symbol('LOGIN_LIMITS');

export interface LoginLimits {
  /** Failed-or-not attempts per e-mail: 10 per 15 minutes (reset by a successful login). */
  byEmail: RateLimiter;
  /** Attempts per client address: 100 per 15 minutes. */
  byAddress: RateLimiter;
  /** Password recovery requests, like login: 10 per e-mail and 100 per address per 15 minutes. */
  recoveryByEmail: RateLimiter;
  recoveryByAddress: RateLimiter;
  /** Two-factor codes per user: 10 per 15 minutes (reset by a correct code). */
  twoFactorByUser: RateLimiter;
}

export function createLoginLimits(): LoginLimits {
  return {
    byEmail: new RateLimiter(10, 15 * 60_000),
    byAddress: new RateLimiter(100, 15 * 60_000),
    recoveryByEmail: new RateLimiter(10, 15 * 60_000),
    recoveryByAddress: new RateLimiter(100, 15 * 60_000),
    twoFactorByUser: new RateLimiter(10, 15 * 60_000),
  };
}
