import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TeamMember } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { RUNTIME, STORE, type ServiceRuntime } from '@esg/platform';
import {
  assertPermissionFits,
  assertRoomForMember,
  countTeam,
  presentTeamMember,
  teamRole,
} from '../../domain/team';
import { readUser } from '../../domain/user';
import { inviteUser } from '../../infrastructure/accounts';
import { MailDispatcher } from '../../infrastructure/mail-outbox';
import { assertMayChangeTeam, openInvitations, teamCompany, teamOf } from '../../infrastructure/team';
import { InviteTeamMemberCommand } from './invite-team-member.command';

@CommandHandler(InviteTeamMemberCommand)
export class InviteTeamMemberHandler implements ICommandHandler<InviteTeamMemberCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
    private readonly mail: MailDispatcher,
  ) {}

  async execute({ principal, request }: InviteTeamMemberCommand): Promise<TeamMember> {
    const member = await this.store.transaction(async (tx) => {
      const company = await teamCompany(tx, request.companyId);
      await assertMayChangeTeam(tx, principal, company);
      const role = teamRole(company);
      assertPermissionFits(company, request.permission);
      // Counted and inserted in one transaction: two invitations at once cannot both take the last place.
      assertRoomForMember(
        company,
        countTeam(await teamOf(tx, company.companyId), company.companyId),
        request.permission,
      );
      const caller = readUser(await tx.get('users', String(principal.userId)));
      const user = await inviteUser(tx, this.runtime.config, {
        name: request.name,
        email: request.email,
        role,
        permission: request.permission,
        companyId: company.companyId,
        primary: false,
        invitedBy: caller ? { userId: caller.userId, name: caller.name, email: caller.email } : null,
      });
      const [link] = await openInvitations(tx, user.userId);
      return presentTeamMember(user, link?.expiresAt ?? null);
    });
    void this.mail.flush();
    return member;
  }
}
