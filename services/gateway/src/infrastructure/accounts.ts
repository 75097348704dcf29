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
import { invitationMail, registrationMail } from '../domain/mails';
import { revokeSessions } from '../auth/sessions';
import { normaliseEmail, readUser, type UserAccount } from '../domain/user';
import { queueMail } from './mail-outbox';
import type { DirectoryEntry } from '../integration/company-directory.consumer';
import { passwordChanged, registrationConfirmed, userRegistered } from './user-events';

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

/** The account a one-time link names, read without spending it (to check a new password first). */
export async function accountOfToken(
  reader: Pick<Transaction, 'get'>,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<UserAccount | null> {
  const stored = await reader.get<AccountToken>('account_tokens', sha256(token));
  if (!stored || stored.purpose !== purpose) return null;
  return readUser(await reader.get('users', String(stored.userId)));
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

export interface Invitation {
  name: string;
  email: string;
  role: Role;
  permission: Permission | null;
  companyId: number;
  primary: boolean;
  invitedBy: { userId: number; name: string; email: string } | null;
  /** The account is a company registration's contact, until the address is confirmed. */
  registration?: boolean;
}

/**
 * Creates an account without a password, a 7-day set-password link and its e-mail, and publishes
 * gateway.user.registered.v1, all in the caller's transaction. The caller flushes the mail outbox.
 * An existing account for the address refuses it (409), unless that account is an unconfirmed
 * registration's contact: anyone can type any address into the public registration form, so such an
 * account never blocks an invitation (or a newer registration) and is replaced by it.
 */
export async function inviteUser(
  tx: Transaction,
  config: AppConfig,
  invitation: Invitation,
): Promise<UserAccount> {
  const email = normaliseEmail(invitation.email);
  const existing = await findUserByEmail(tx, email);
  if (existing?.pendingRegistration === true && existing.passwordHash === null) {
    await dropPendingRegistrant(tx, existing);
  } else if (existing) {
    throw GatewayErrors.userExists();
  }
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
    ...(invitation.registration ? { pendingRegistration: true } : {}),
  };
  await tx.insert('users', user);
  const { token, doc } = newAccountToken('set-password', userId);
  await tx.insert('account_tokens', doc);
  const link = publicLink(config, SET_PASSWORD_PATH, token);
  await queueMail(
    tx,
    invitation.registration
      ? registrationMail({ to: email, link })
      : invitationMail({
          to: email,
          link,
          invitedBy: invitation.invitedBy,
          company:
            (await tx.get<DirectoryEntry>('company_directory', String(invitation.companyId)))?.name ?? null,
          role: invitation.role,
          permission: invitation.permission,
        }),
  );
  await tx.append([userRegistered(user, invitation.invitedBy?.userId ?? null)]);
  return user;
}

/** An unconfirmed registrant leaves: the account and its links are gone (its registration expires). */
async function dropPendingRegistrant(tx: Transaction, registrant: UserAccount): Promise<void> {
  await tx.deleteMany('account_tokens', { userId: registrant.userId });
  await tx.delete('users', registrant.id);
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
    pendingRegistration: false,
  };
  await tx.put('users', updated);
  // The registration's contact used the mailed link: the address is theirs, the company may exist now.
  if (user.pendingRegistration === true && user.company_id !== null)
    await tx.append([registrationConfirmed(updated, user.company_id)]);
  // Other unused links of the same kind die with this one: only the newest mail could be trusted anyway.
  for (const other of await tx.find<AccountToken>('account_tokens', {
    userId: user.userId,
    purpose: input.purpose,
    usedAt: null,
  })) {
    await tx.put('account_tokens', { ...other, usedAt: new Date().toISOString() });
  }
  const revoked = await revokeSessions(tx, user.userId, {
    reason: input.purpose === 'set-password' ? 'password-set' : 'password-reset',
  });
  await tx.append([passwordChanged(updated, input.purpose === 'set-password' ? 'set' : 'reset', revoked)]);
  return updated;
}
