import { createEvent, type CloudEvent } from '@esg/contracts';
import { twoFactorEnabled, type UserAccount } from '../domain/user';

/** Integration events about users; no credential or secret is ever part of one. */
export function userRegistered(user: UserAccount, actorId: number | null): CloudEvent {
  return createEvent({
    type: 'gateway.user.registered.v1',
    source: 'gateway',
    subject: user.userId,
    companyId: user.company_id,
    actorId,
    aggregateVersion: 1,
    data: {
      userId: user.userId,
      companyId: user.company_id,
      role: user.role,
      permission: user.permission,
      email: user.email,
      name: user.name,
      active: user.passwordHash !== null,
    },
  });
}

export function userUpdated(user: UserAccount, changes: string[], actorId: number | null): CloudEvent {
  return createEvent({
    type: 'gateway.user.updated.v1',
    source: 'gateway',
    subject: user.userId,
    companyId: user.company_id,
    actorId,
    data: {
      userId: user.userId,
      companyId: user.company_id,
      visitingCompanyId: user.visiting_company_id ?? null,
      role: user.role,
      permission: user.permission,
      email: user.email,
      name: user.name,
      twoFactorEnabled: twoFactorEnabled(user),
      changes,
    },
  });
}

export function passwordChanged(
  user: UserAccount,
  reason: 'set' | 'reset' | 'change',
  revokedSessions: number,
): CloudEvent {
  return createEvent({
    type: 'gateway.user.password-changed.v1',
    source: 'gateway',
    subject: user.userId,
    companyId: user.company_id,
    actorId: user.userId,
    data: { userId: user.userId, reason, revokedSessions },
  });
}

export function registrationConfirmed(user: UserAccount, companyId: number): CloudEvent {
  return createEvent({
    type: 'gateway.user.registration-confirmed.v1',
    source: 'gateway',
    subject: user.userId,
    companyId,
    actorId: user.userId,
    data: { userId: user.userId, companyId, email: user.email },
  });
}
