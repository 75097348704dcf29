import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  inviteTeamMemberRequestSchema,
  type ApiResponse,
  type InviteTeamMemberRequest,
  type TeamMember,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { InviteTeamMemberCommand } from './invite-team-member.command';

@Controller('team-members')
export class InviteTeamMemberController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * { companyId, name, email, permission: null | Contributor | Coinvestor | Consultant } -> 201 the member
   * (status invited). 403 not the primary user; 409 e-mail taken or ACCESS.LIMIT_REACHED.
   */
  @Post()
  async invite(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(inviteTeamMemberRequestSchema)) body: InviteTeamMemberRequest,
  ): Promise<ApiResponse<TeamMember>> {
    return {
      data: await this.commands.execute(new InviteTeamMemberCommand(principal, body)),
      message: `Invitation sent to ${body.email.toLowerCase()}`,
    };
  }
}
