import { checkNewPassword } from '@esg/contracts';
import { gatewayError } from '../domain/gateway.errors';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the const enum cannot be read under isolatedModules.
const ARGON2ID = 2;

/** argon2id with OWASP's recommended minimum parameters (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

// Verified against when the email is unknown, so both answers take the same time (no user enumeration).
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Refuses (400 AUTH.WEAK_PASSWORD) a new password that is too common or the account's e-mail (libs/contracts passwords.ts). */
export async function assertAcceptablePassword(password: string, email: string | null): Promise<void> {
  const problem = await checkNewPassword(password, email);
  if (problem) throw gatewayError('AUTH.WEAK_PASSWORD', problem);
}
