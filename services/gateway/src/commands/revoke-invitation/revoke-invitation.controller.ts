import { Controller, Delete, HttpCode, Param, ParseIntPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ApiResponse } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { RevokeInvitationCommand } from './revoke-invitation.command';

@Controller('team-members')
export class RevokeInvitationController {
  constructor(private readonly commands: CommandBus) {}

  /** 200; the invitation link no longer works. 409 the member has accepted already (remove them instead). */
  @Delete(':userId/invitation')
  @HttpCode(200)
  async revoke(
    @CurrentPrincipal() principal: Principal,
    @Param('userId', ParseIntPipe) userId: number,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new RevokeInvitationCommand(principal, userId));
    return { data: null, message: 'Invitation revoked' };
  }
}
