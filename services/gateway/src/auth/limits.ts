import type { RateLimit, RateLimits } from '@esg/platform';

export const LOGIN_LIMITS = Symbol('LOGIN_LIMITS');

/**
 * The gateway's rate limits (docs/adr/0016). Logins count failures only, and never by account alone:
 * a stranger's wrong passwords for an e-mail must not lock its owner out.
 */
export interface LoginLimits {
  /** Wrong passwords per account and client address: 10 per 15 minutes, forgotten after a success. */
  failuresByAccountAndAddress: RateLimit;
  /** Wrong passwords per client address, any account (password spraying): 100 per 15 minutes. */
  failuresByAddress: RateLimit;
  /**
   * Wrong passwords per account from every address (a guessing botnet): 50 per 15 minutes. Past it the
   * account is closed to clients without its device cookie; a browser it signed in from before still
   * gets in with the right password (docs/adr/0016, "a slower path").
   */
  failuresByAccount: RateLimit;
  /** Password recovery requests: 10 per e-mail and 100 per address per 15 minutes. */
  recoveryByEmail: RateLimit;
  recoveryByAddress: RateLimit;
  /** Two-factor codes per user: 10 per 15 minutes (reset by a correct code). */
  twoFactorByUser: RateLimit;
  /** Wrong current passwords on a password change, per user: 10 per 15 minutes. */
  passwordChangeFailuresByUser: RateLimit;
}

const WINDOW = 15 * 60;

export function createLoginLimits(limits: RateLimits): LoginLimits {
  const auth = (name: string, points: number) =>
    limits.limit({ name: `gateway.${name}`, points, durationSeconds: WINDOW, code: 'AUTH.RATE_LIMITED' });
  return {
    failuresByAccountAndAddress: auth('login-failures-by-account-and-address', 10),
    failuresByAddress: auth('login-failures-by-address', 100),
    failuresByAccount: auth('login-failures-by-account', 50),
    recoveryByEmail: auth('recovery-by-email', 10),
    recoveryByAddress: auth('recovery-by-address', 100),
    twoFactorByUser: auth('two-factor-by-user', 10),
    passwordChangeFailuresByUser: auth('password-change-failures-by-user', 10),
  };
}

/** The keys of one login attempt. */
export interface LoginAttempt {
  email: string;
  address: string;
  /** True when the client holds a valid device cookie of this account. */
  knownDevice: boolean;
}

const pair = (attempt: LoginAttempt) => `${attempt.email}|${attempt.address}`;

/** Refuses (429) an attempt whose client, address or account has failed too often. Spends nothing. */
export async function admitLogin(limits: LoginLimits, attempt: LoginAttempt): Promise<void> {
  await limits.failuresByAccountAndAddress.check(pair(attempt));
  await limits.failuresByAddress.check(attempt.address);
  if (!attempt.knownDevice) await limits.failuresByAccount.check(attempt.email);
}

export async function recordLoginFailure(limits: LoginLimits, attempt: LoginAttempt): Promise<void> {
  await Promise.all([
    limits.failuresByAccountAndAddress.penalty(pair(attempt)),
    limits.failuresByAddress.penalty(attempt.address),
    limits.failuresByAccount.penalty(attempt.email),
  ]);
}

/** A success clears this client's failures on the account (not the account's or the address's). */
export async function recordLoginSuccess(limits: LoginLimits, attempt: LoginAttempt): Promise<void> {
  await limits.failuresByAccountAndAddress.reset(pair(attempt));
}
