import { Controller, HttpCode, Post, Param, ParseIntPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ApiResponse, TeamMember } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { ResendInvitationCommand } from './resend-invitation.command';

@Controller('team-members')
export class ResendInvitationController {
  constructor(private readonly commands: CommandBus) {}

  /** 200 the member with the new link's expiry; 409 the member has accepted already. */
  @Post(':userId/resend-invitation')
  @HttpCode(200)
  async resend(
    @CurrentPrincipal() principal: Principal,
    @Param('userId', ParseIntPipe) userId: number,
  ): Promise<ApiResponse<TeamMember>> {
    const member = await this.commands.execute(new ResendInvitationCommand(principal, userId));
    return { data: member, message: `Invitation sent again to ${member.email}` };
  }
}
