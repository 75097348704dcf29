import type { Permission, RemainingTeamMembers, Role, TeamMember } from '@esg/contracts';

import type { UserAccount } from './user';
import { gatewayError } from './gateway.errors';

/**
 * The rules of a company's team (spec 6.2 Access Manager, 3 team_members / number_of_contributors):
 * a team member is a user of the company other than its primary user; the role follows the company's
 * type; the contract bounds the members (invited ones count) and, among them, the contributors.
 */

export interface TeamCompany {
  companyId: number;
  name: string;
  type: 'gp' | 'pc' | 'lp' | 'admin';
  team_members: number;
  number_of_contributors: number;
}

export const TeamErrors = {
  auditorStaysAuditor: (email: string) =>
    gatewayError(
      'TEAM_MEMBER.CONFLICT',
      `${email} is an auditor: remove them and invite them again to give other access`,
    ),
  notTeamMember: (userId: number) =>
    gatewayError('TEAM_MEMBER.NOT_FOUND', `User ${userId} is not a team member you manage`),
  primaryUser: () =>
    gatewayError(
      'TEAM_MEMBER.CONFLICT',
      "The company's primary user is not a team member: the contract manager changes it",
    ),
  alreadyActive: (email: string) =>
    gatewayError(
      'TEAM_MEMBER.CONFLICT',
      `${email} has accepted the invitation already; remove the member instead`,
    ),
  noTeam: (company: TeamCompany) =>
    gatewayError('ACCESS.CONFLICT', `${company.name} is the platform's company: its users are admins`),
  permissionNotForType: (permission: Permission, company: TeamCompany) =>
    gatewayError(
      'TEAM_MEMBER.VALIDATION',
      `permission: a ${company.type === 'pc' ? 'portfolio company' : company.type} has no ${permission} members`,
    ),
  teamFull: (company: TeamCompany) =>
    gatewayError(
      'ACCESS.LIMIT_REACHED',
      `The contract of ${company.name} allows ${company.team_members} team members (team_members) and all are used; remove a member or revoke an invitation first`,
    ),
  contributorsFull: (company: TeamCompany) =>
    gatewayError(
      'ACCESS.LIMIT_REACHED',
      `The contract of ${company.name} allows ${company.number_of_contributors} contributors (number_of_contributors) and all are used`,
    ),
};

/** The role of the company's users: its type (spec 3). */
export function teamRole(company: TeamCompany): Role {
  if (company.type === 'admin') throw TeamErrors.noTeam(company);
  return company.type;
}

/** Co-investors invest beside an investor: a portfolio company has none. */
export function assertPermissionFits(company: TeamCompany, permission: Permission | null): void {
  if (permission === 'Coinvestor' && company.type === 'pc')
    throw TeamErrors.permissionNotForType(permission, company);
}

export function isTeamMember(user: UserAccount, companyId: number): boolean {
  return user.company_id === companyId && user.is_primary !== true && user.role !== 'admin';
}

export interface TeamCount {
  members: number;
  contributors: number;
}

export function countTeam(users: readonly UserAccount[], companyId: number): TeamCount {
  // Auditors are outside the contract's team (ADR 0218): they read one pack for a while.
  const members = users.filter((u) => isTeamMember(u, companyId) && u.permission !== 'Auditor');
  return {
    members: members.length,
    contributors: members.filter((u) => u.permission === 'Contributor').length,
  };
}

/** A new member with `permission` must fit the contract. */
export function assertRoomForMember(
  company: TeamCompany,
  team: TeamCount,
  permission: Permission | null,
): void {
  if (team.members >= company.team_members) throw TeamErrors.teamFull(company);
  if (permission === 'Contributor' && team.contributors >= company.number_of_contributors)
    throw TeamErrors.contributorsFull(company);
}

export function remainingTeam(company: TeamCompany, team: TeamCount): RemainingTeamMembers {
  const usage = (limit: number, used: number) => ({ limit, used, remaining: Math.max(0, limit - used) });
  const teamMembers = usage(company.team_members, team.members);
  return {
    remainingTM: teamMembers.remaining,
    teamMembers,
    contributors: usage(company.number_of_contributors, team.contributors),
  };
}

export function presentTeamMember(user: UserAccount, invitationExpiresAt: string | null): TeamMember {
  const active = user.passwordHash !== null;
  return {
    id: user.userId,
    name: user.name,
    email: user.email,
    role: user.role,
    permission: user.permission,
    status: active ? 'active' : 'invited',
    invitedAt: user.createdAt,
    invitationExpiresAt: active ? null : invitationExpiresAt,
  };
}
