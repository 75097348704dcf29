import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TeamMember } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { revokeSessions } from '../../auth/sessions';
import { assertPermissionFits, countTeam, presentTeamMember, TeamErrors } from '../../domain/team';
import type { UserAccount } from '../../domain/user';
import { userUpdated } from '../../infrastructure/user-events';
import { memberToChange, openInvitations, teamOf } from '../../infrastructure/team';
import { ChangeMemberPermissionCommand } from './change-member-permission.command';

@CommandHandler(ChangeMemberPermissionCommand)
export class ChangeMemberPermissionHandler implements ICommandHandler<ChangeMemberPermissionCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, userId, permission }: ChangeMemberPermissionCommand): Promise<TeamMember> {
    return this.store.transaction(async (tx) => {
      const { member, company } = await memberToChange(tx, principal, userId);
      const [link] = await openInvitations(tx, member.userId);
      if (member.permission === permission) return presentTeamMember(member, link?.expiresAt ?? null);
      // An auditor's reach is their grant (ADR 0218): they never become a member of the team.
      if (member.permission === 'Auditor') throw TeamErrors.auditorStaysAuditor(member.email);
      assertPermissionFits(company, permission);
      if (permission === 'Contributor') {
        const team = countTeam(await teamOf(tx, company.companyId), company.companyId);
        if (team.contributors >= company.number_of_contributors) throw TeamErrors.contributorsFull(company);
      }
      const updated: UserAccount = { ...member, permission };
      await tx.put('users', updated);
      // Access tokens carry the permission: the member signs in again to get the new one.
      await revokeSessions(tx, member.userId, { reason: 'permission-changed', actorId: principal.userId });
      await tx.append([userUpdated(updated, ['permission'], principal.userId)]);
      return presentTeamMember(updated, link?.expiresAt ?? null);
    });
  }
}
