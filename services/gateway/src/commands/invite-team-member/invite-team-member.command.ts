import { Command } from '@nestjs/cqrs';
import type { InviteTeamMemberRequest, TeamMember } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** The primary user (or an admin) invites a team member: an account of the company's role and its invitation mail. */
export class InviteTeamMemberCommand extends Command<TeamMember> {
  constructor(
    readonly principal: Principal,
    readonly request: InviteTeamMemberRequest,
  ) {
    super();
  }
}
