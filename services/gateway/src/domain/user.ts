import { permissionSchema, type Permission, type Role, type SessionUser, type User } from '@esg/contracts';
import type { Doc } from '@esg/persistence';

/** Two-factor state of an account. Recovery codes and the secret never leave the gateway's store. */
export interface TwoFactorState {
  enabled: boolean;
  /** Base32 TOTP secret once confirmed. */
  secret: string | null;
  /** Secret issued by enrolment, waiting for its first code. */
  pendingSecret: string | null;
  /** Last accepted RFC 6238 time step: a code of this step or earlier is a replay. */
  lastStep: number | null;
  /** sha256 of each unused recovery code. */
  recoveryCodeHashes: string[];
}

/** A user account (spec section 3, User) with its credentials; the gateway owns both. */
export interface UserAccount extends Doc {
  userId: number;
  uid: string;
  name: string;
  email: string;
  role: Role;
  permission: Permission | null;
  /** The user's own company. */
  company_id: number | null;
  /** The company whose workplace an admin is visiting (spec 2.3); kept apart from the home company. */
  visiting_company_id?: number | null;
  /** The company's primary user (spec 6.1: the contact e-mail's user). */
  is_primary?: boolean;
  /** Null until an invited user sets a password. */
  passwordHash: string | null;
  /**
   * The contact of a company registration that has not confirmed the address yet (its company does
   * not exist yet). Such an account never blocks an invitation: the invitation replaces it.
   */
  pendingRegistration?: boolean;
  passwordChangedAt?: string | null;
  twoFactor?: TwoFactorState | null;
  createdAt: string;
}

export interface Session extends Doc {
  userId: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** True when the login passed a second factor; ended by the two-factor logout. */
  twoFactorVerified?: boolean;
}

/**
 * A stored user as this code expects it. Older records (and imports from the original product)
 * spell the permission `permissions`; both spellings are read, the singular wins.
 */
export function readUser(raw: Doc | null): UserAccount | null {
  if (!raw) return null;
  const record = raw as UserAccount & { permissions?: unknown };
  const given = record.permission ?? record.permissions ?? null;
  const parsed = permissionSchema.safeParse(given);
  const { permissions: _legacy, ...rest } = record;
  return { ...rest, permission: parsed.success ? parsed.data : null };
}

export const twoFactorEnabled = (user: UserAccount): boolean => user.twoFactor?.enabled === true;

export function toSessionUser(user: UserAccount): SessionUser {
  return {
    id: user.userId,
    uid: user.uid,
    name: user.name,
    email: user.email,
    role: user.role,
    permission: user.permission,
    companyId: user.company_id,
  };
}

export function toUser(user: UserAccount): User {
  return {
    id: user.userId,
    uid: user.uid,
    name: user.name,
    email: user.email,
    role: user.role,
    permission: user.permission,
    company_id: user.company_id,
    visiting_company_id: user.visiting_company_id ?? null,
    primary: user.is_primary === true,
    twoFactorEnabled: twoFactorEnabled(user),
    active: user.passwordHash !== null,
  };
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
