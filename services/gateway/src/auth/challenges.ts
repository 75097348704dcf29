import type { Doc, Store, Transaction } from '@esg/persistence';
import { newSecretToken, sha256 } from '../domain/account-token';
import { GatewayErrors } from '../domain/gateway.errors';

/**
 * The step between a correct password and a session when a second factor is needed: a short-lived,
 * single-use challenge token (only its hash is stored) that the SPA sends with the code.
 */
export type ChallengePurpose = 'verify' | 'enrol';

export interface TwoFactorChallenge extends Doc {
  userId: number;
  purpose: ChallengePurpose;
  expiresAt: string;
  usedAt: string | null;
  attempts: number;
}

const TTL_MS: Record<ChallengePurpose, number> = { verify: 5 * 60_000, enrol: 15 * 60_000 };
/** Wrong codes a challenge survives; then the user logs in again (and the per-user limit still applies). */
export const MAX_CHALLENGE_ATTEMPTS = 5;

export async function issueChallenge(
  store: Store,
  userId: number,
  purpose: ChallengePurpose,
): Promise<string> {
  const token = newSecretToken();
  const challenge: TwoFactorChallenge = {
    id: sha256(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TTL_MS[purpose]).toISOString(),
    usedAt: null,
    attempts: 0,
  };
  await store.transaction(async (tx) => tx.insert('two_factor_challenges', challenge));
  return token;
}

/** The live challenge of a token, or AUTH 401 'log in again'. */
export async function liveChallenge(
  reader: Store | Transaction,
  token: string,
  purposes: readonly ChallengePurpose[],
): Promise<TwoFactorChallenge> {
  const challenge = await reader.get<TwoFactorChallenge>('two_factor_challenges', sha256(token));
  if (
    !challenge ||
    !purposes.includes(challenge.purpose) ||
    challenge.usedAt !== null ||
    challenge.attempts >= MAX_CHALLENGE_ATTEMPTS ||
    Date.parse(challenge.expiresAt) <= Date.now()
  ) {
    throw GatewayErrors.challengeInvalid();
  }
  return challenge;
}

export async function recordChallengeFailure(store: Store, challenge: TwoFactorChallenge): Promise<void> {
  await store.transaction(async (tx) => {
    const current = await tx.get<TwoFactorChallenge>('two_factor_challenges', challenge.id);
    if (current) await tx.put('two_factor_challenges', { ...current, attempts: current.attempts + 1 });
  });
}

export async function consumeChallenge(tx: Transaction, challenge: TwoFactorChallenge): Promise<void> {
  const current = await tx.get<TwoFactorChallenge>('two_factor_challenges', challenge.id);
  if (!current || current.usedAt !== null) throw GatewayErrors.challengeInvalid();
  await tx.put('two_factor_challenges', { ...current, usedAt: new Date().toISOString() });
}
