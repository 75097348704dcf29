import { canActForCompany } from '@esg/access-policy';
import { createEvent, type CloudEvent } from '@esg/contracts';
import type { DocumentReader, Transaction } from '@esg/persistence';
import { type Principal } from '@esg/platform';
import { mayManageCompany } from '../auth/company-authority';
import type { AccountToken } from '../domain/account-token';
import { isTeamMember, TeamErrors } from '../domain/team';
import { readUser, type UserAccount } from '../domain/user';
import { COMPANY_CONTRACTS, type CompanyContract } from '../integration/company-contracts.consumer';
import { gatewayError } from '../domain/gateway.errors';

/**
 * The access manager's reads and checks in the gateway: companies from the company-contracts read
 * model, users from the gateway's own store.
 */

export async function teamCompany(reader: DocumentReader, companyId: number): Promise<CompanyContract> {
  const company = await reader.get<CompanyContract>(COMPANY_CONTRACTS, String(companyId));
  if (!company) throw gatewayError('COMPANY.NOT_FOUND', `Company ${companyId} was not found`);
  return company;
}

export async function teamOf(reader: DocumentReader, companyId: number): Promise<UserAccount[]> {
  const users = (await reader.find('users', { company_id: companyId })).map((raw) => readUser(raw)!);
  return users
    .filter((u) => isTeamMember(u, companyId))
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
}

/**
 * Seeing a company's team: an admin, or a non-contributor who may act for the company; the access
 * manager is closed to contributors and to the demo company (spec 6.2).
 */
export async function assertMayViewTeam(
  reader: DocumentReader,
  principal: Principal,
  company: CompanyContract,
): Promise<void> {
  if (principal.role === 'admin') return;
  const own =
    principal.companyId === null
      ? null
      : await reader.get<CompanyContract>(COMPANY_CONTRACTS, String(principal.companyId));
  if (
    principal.permission === 'Contributor' ||
    own?.contract_type === 'demo' ||
    company.contract_type === 'demo'
  )
    throw gatewayError(
      'ACCESS.FORBIDDEN',
      'The access manager is not open to contributors and demo accounts',
    );
  const known = new Map(
    [company, own]
      .filter((c): c is CompanyContract => c !== null)
      .map((c) => [c.companyId, { id: c.companyId, parent_id: c.parent_id, contract_type: c.contract_type }]),
  );
  if (!canActForCompany(principal, company.companyId, (id) => known.get(id)))
    throw gatewayError('COMPANY.FORBIDDEN', `You may not act for company ${company.companyId}`);
}

/** Changing a company's team: its primary user (spec 6.1) or an admin, where the access manager is open. */
export async function assertMayChangeTeam(
  reader: DocumentReader,
  principal: Principal,
  company: CompanyContract,
): Promise<void> {
  await assertMayViewTeam(reader, principal, company);
  const caller = readUser(await reader.get('users', String(principal.userId)));
  if (!mayManageCompany(principal, caller, company.companyId))
    throw gatewayError(
      'ACCESS.FORBIDDEN',
      `Only the primary user of ${company.name} or an admin changes its team`,
    );
}

/** A team member the principal may change, with the company's contract. */
export async function memberToChange(
  tx: Transaction,
  principal: Principal,
  userId: number,
): Promise<{ member: UserAccount; company: CompanyContract }> {
  const member = readUser(await tx.get('users', String(userId)));
  if (!member || member.company_id === null) throw TeamErrors.notTeamMember(userId);
  if (member.is_primary === true) {
    await assertMayChangeTeam(tx, principal, await teamCompany(tx, member.company_id));
    throw TeamErrors.primaryUser();
  }
  if (!isTeamMember(member, member.company_id)) throw TeamErrors.notTeamMember(userId);
  const company = await teamCompany(tx, member.company_id);
  await assertMayChangeTeam(tx, principal, company);
  return { member, company };
}

/**
 * A pending invitation the principal may mail again: a team member's (see memberToChange), or that of
 * the contact of a company the principal's company invited (the child's primary user, not yet active),
 * which the parent's primary user or an admin may resend.
 */
export async function invitationToResend(
  tx: Transaction,
  principal: Principal,
  userId: number,
): Promise<UserAccount> {
  const user = readUser(await tx.get('users', String(userId)));
  if (!user || user.company_id === null || user.is_primary !== true)
    return (await memberToChange(tx, principal, userId)).member;
  const company = await teamCompany(tx, user.company_id);
  if (company.parent_id === null) {
    if (principal.role !== 'admin') throw TeamErrors.notTeamMember(userId);
  } else {
    await assertMayChangeTeam(tx, principal, await teamCompany(tx, company.parent_id));
  }
  return user;
}

/** Unused set-password links of a user, newest first. */
export async function openInvitations(reader: DocumentReader, userId: number): Promise<AccountToken[]> {
  const tokens = await reader.find<AccountToken>('account_tokens', {
    userId,
    purpose: 'set-password',
    usedAt: null,
  });
  return tokens.sort((a, b) => b.expiresAt.localeCompare(a.expiresAt));
}

/** Every unused link of a user (invitation, recovery) stops working. */
export async function spendLinks(tx: Transaction, userId: number): Promise<void> {
  const now = new Date().toISOString();
  for (const token of await tx.find<AccountToken>('account_tokens', { userId, usedAt: null }))
    await tx.put('account_tokens', { ...token, usedAt: now });
}

export function userRemoved(
  user: UserAccount,
  reason: 'removed' | 'invitation-revoked',
  revokedSessions: number,
  actorId: number,
): CloudEvent {
  return createEvent({
    type: 'gateway.user.removed.v1',
    source: 'gateway',
    subject: user.userId,
    companyId: user.company_id,
    actorId,
    data: {
      userId: user.userId,
      companyId: user.company_id,
      email: user.email,
      name: user.name,
      reason,
      revokedSessions,
    },
  });
}

export function invitationResent(user: UserAccount, expiresAt: string, actorId: number): CloudEvent {
  return createEvent({
    type: 'gateway.user.invitation-resent.v1',
    source: 'gateway',
    subject: user.userId,
    companyId: user.company_id,
    actorId,
    data: { userId: user.userId, companyId: user.company_id, email: user.email, expiresAt },
  });
}
