import { createHash, randomBytes } from 'node:crypto';
import type { Doc } from '@esg/persistence';

/**
 * One-time tokens of e-mailed links. Only the sha256 of a token is stored (as the document id), so a
 * copy of the database cannot be used to take over accounts; a token works once and expires.
 */
export type AccountTokenPurpose = 'set-password' | 'reset-password';

export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  'set-password': 7 * 24 * 3600_000,
  'reset-password': 3600_000,
};

export interface AccountToken extends Doc {
  purpose: AccountTokenPurpose;
  userId: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export const newSecretToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export function newAccountToken(
  purpose: AccountTokenPurpose,
  userId: number,
  now = new Date(),
): { token: string; doc: AccountToken } {
  const token = newSecretToken();
  return {
    token,
    doc: {
      id: sha256(token),
      purpose,
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]).toISOString(),
      usedAt: null,
    },
  };
}
