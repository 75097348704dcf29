import { Inject, Injectable } from '@nestjs/common';
import type { Doc, DocumentReader, Store } from '@esg/persistence';
import type { Permission, Role } from '@esg/contracts';
import { STORE } from '@esg/platform';

/** A company as the action-plans service knows it, projected from data-collection's company events. */
export interface CompanyRecord extends Doc {
  companyId: number;
  name: string;
  type: 'gp' | 'pc' | 'lp' | 'admin';
  parent_id: number | null;
  contract_type: string;
  is_action_plan_enabled: boolean;
}

/** A user as the action-plans service knows it, projected from the gateway's user events. */
export interface UserRecord extends Doc {
  userId: number;
  companyId: number | null;
  role: Role;
  permission: Permission | null;
  email: string;
  name: string;
}

export const COMPANIES = 'companies';
export const USERS = 'users';

/** Reads of the two read models. */
@Injectable()
export class Directory {
  constructor(@Inject(STORE) private readonly store: Store) {}

  company(companyId: number | null, reader: DocumentReader = this.store): Promise<CompanyRecord | null> {
    return companyId === null
      ? Promise.resolve(null)
      : reader.get<CompanyRecord>(COMPANIES, String(companyId));
  }

  user(userId: number | null, reader: DocumentReader = this.store): Promise<UserRecord | null> {
    return userId === null ? Promise.resolve(null) : reader.get<UserRecord>(USERS, String(userId));
  }

  usersOfCompany(companyId: number, reader: DocumentReader = this.store): Promise<UserRecord[]> {
    return reader.find<UserRecord>(USERS, { companyId }, { sort: [['userId', 'asc']] });
  }

  async users(userIds: readonly number[], reader: DocumentReader = this.store): Promise<UserRecord[]> {
    if (userIds.length === 0) return [];
    return reader.find<UserRecord>(USERS, { userId: { in: [...userIds] } }, { sort: [['userId', 'asc']] });
  }
}

export function presentUser(user: UserRecord): {
  id: number;
  name: string;
  email: string;
  role: Role;
  permission: Permission | null;
  companyId: number | null;
} {
  return {
    id: user.userId,
    name: user.name,
    email: user.email,
    role: user.role,
    permission: user.permission,
    companyId: user.companyId,
  };
}
