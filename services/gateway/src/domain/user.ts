import type { Permission, Role, SessionUser } from '@esg/contracts';
import type { Doc } from '@esg/persistence';

/** A user account (spec section 3, User) with its credentials; the gateway owns both. */
export interface UserAccount extends Doc {
  userId: number;
  uid: string;
  name: string;
  email: string;
  role: Role;
  permission: Permission | null;
  company_id: number | null;
  passwordHash: string;
  createdAt: string;
}

export interface Session extends Doc {
  userId: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

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

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
