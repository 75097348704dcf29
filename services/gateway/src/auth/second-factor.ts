import type { TwoFactorState } from '../domain/user';
import { acceptedStep, recoveryCodeHash } from './totp';

/**
 * Checks a second factor against an account's state: a TOTP code of a step after the last accepted
 * one, or an unused recovery code. Returns the state to store (step advanced, recovery code spent),
 * or null when the factor is wrong.
 */
export async function acceptSecondFactor(
  state: TwoFactorState,
  factor: { code?: string; recoveryCode?: string },
): Promise<TwoFactorState | null> {
  if (!state.enabled || !state.secret) return null;
  if (factor.code !== undefined) {
    const step = await acceptedStep(state.secret, factor.code, state.lastStep);
    return step === null ? null : { ...state, lastStep: step };
  }
  if (factor.recoveryCode !== undefined) {
    const hash = recoveryCodeHash(factor.recoveryCode);
    if (!state.recoveryCodeHashes.includes(hash)) return null;
    return { ...state, recoveryCodeHashes: state.recoveryCodeHashes.filter((h) => h !== hash) };
  }
  return null;
}
