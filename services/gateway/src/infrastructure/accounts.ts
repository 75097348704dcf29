import { liveSessions } from '../auth/live-sessions';
import { randomUUID } from 'node:crypto';
import type { Permission, Role } from '@esg/contracts';
import type { Transaction } from '@esg/persistence';
import type { AppConfig } from '@esg/platform';
import {
  newAccountToken,
  sha256,
  type AccountToken,
  type AccountTokenPurpose,
} from '../domain/account-token';
import { GatewayErrors } from '../domain/gateway.errors';
import { invitationMail } from '../domain/mails';
import { normaliseEmail, readUser, type Session, type UserAccount } from '../domain/user';
import { queueMail } from './mail-outbox';
import { passwordChanged, userRegistered } from './user-events';

/** Links in e-mails point at the SPA: PUBLIC_ORIGIN, else this host on localhost. */
export function publicLink(config: AppConfig, path: string, token: string): string {
  const origin = (config.publicOrigin ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  return `${origin}${path}?token=${encodeURIComponent(token)}`;
}

export const SET_PASSWORD_PATH = '/set-password';
export const RESET_PASSWORD_PATH = '/recover-password';

export async function findUserByEmail(tx: Transaction, email: string): Promise<UserAccount | null> {
  const [raw] = await tx.find<UserAccount>('users', { email: normaliseEmail(email) }, { limit: 1 });
  return readUser(raw ?? null);
}

/**
 * Checks and spends a one-time link token in the caller's transaction: unknown, expired and used
 * tokens are refused with distinct messages, and nothing changes.
 */
export async function redeemAccountToken(
  tx: Transaction,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<UserAccount> {
  const stored = await tx.get<AccountToken>('account_tokens', sha256(token));
  if (!stored || stored.purpose !== purpose) throw GatewayErrors.linkInvalid();
  if (stored.usedAt !== null) throw GatewayErrors.linkUsed();
  if (Date.parse(stored.expiresAt) <= Date.now()) throw GatewayErrors.linkExpired();
  const user = readUser(await tx.get('users', String(stored.userId)));
  if (!user) throw GatewayErrors.linkInvalid();
  await tx.put('account_tokens', { ...stored, usedAt: new Date().toISOString() });
  return user;
}

/** Ends every live session of a user but one (the caller's own, on a password change). */
export async function revokeSessions(
  tx: Transaction,
  userId: number,
  keep: string | null = null,
): Promise<number> {
  const sessions = await tx.find<Session>('sessions', { userId, revokedAt: null });
  const now = new Date().toISOString();
  let revoked = 0;
  for (const session of sessions) {
    if (session.id === keep) continue;
    liveSessions.forget(session.id);
    await tx.put('sessions', { ...session, revokedAt: now });
    revoked++;
  }
  return revoked;
}

export interface Invitation {
  name: string;
  email: string;
  role: Role;
  permission: Permission | null;
  companyId: number;
  primary: boolean;
  invitedBy: { userId: number; name: string } | null;
}

/**
 * Creates an account without a password, a 7-day set-password link and its e-mail, and publishes
 * gateway.user.registered.v1, all in the caller's transaction. The caller flushes the mail outbox.
 */
export async function inviteUser(
  tx: Transaction,
  config: AppConfig,
  invitation: Invitation,
): Promise<UserAccount> {
  const email = normaliseEmail(invitation.email);
  if (await findUserByEmail(tx, email)) throw GatewayErrors.userExists();
  const userId = await nextUserId(tx);
  const user: UserAccount = {
    id: String(userId),
    userId,
    uid: randomUUID(),
    name: invitation.name,
    email,
    role: invitation.role,
    permission: invitation.permission,
    company_id: invitation.companyId,
    visiting_company_id: null,
    is_primary: invitation.primary,
    passwordHash: null,
    passwordChangedAt: null,
    twoFactor: null,
    createdAt: new Date().toISOString(),
  };
  await tx.insert('users', user);
  const { token, doc } = newAccountToken('set-password', userId);
  await tx.insert('account_tokens', doc);
  await queueMail(
    tx,
    invitationMail({
      to: email,
      name: user.name,
      link: publicLink(config, SET_PASSWORD_PATH, token),
      invitedBy: invitation.invitedBy?.name ?? null,
    }),
  );
  await tx.append([userRegistered(user, invitation.invitedBy?.userId ?? null)]);
  return user;
}

/** New user ids follow the highest existing one (demo users have fixed small ids). */
async function nextUserId(tx: Transaction): Promise<number> {
  for (;;) {
    const id = (await tx.nextId('users')) + 1000;
    if (!(await tx.get('users', String(id)))) return id;
  }
}

/**
 * Sets the password of the account a one-time link names (invitation or recovery) and ends every
 * session of that account. The hash is computed by the caller, outside the transaction.
 */
export async function replacePasswordWithToken(
  tx: Transaction,
  input: { token: string; purpose: AccountTokenPurpose; passwordHash: string },
): Promise<UserAccount> {
  const user = await redeemAccountToken(tx, input.token, input.purpose);
  const updated: UserAccount = {
    ...user,
    passwordHash: input.passwordHash,
    passwordChangedAt: new Date().toISOString(),
  };
  await tx.put('users', updated);
  // Other unused links of the same kind die with this one: only the newest mail could be trusted anyway.
  for (const other of await tx.find<AccountToken>('account_tokens', {
    userId: user.userId,
    purpose: input.purpose,
    usedAt: null,
  })) {
    await tx.put('account_tokens', { ...other, usedAt: new Date().toISOString() });
  }
  const revoked = await revokeSessions(tx, user.userId);
  await tx.append([passwordChanged(updated, input.purpose === 'set-password' ? 'set' : 'reset', revoked)]);
  return updated;
}
