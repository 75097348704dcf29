import { Controller, Delete, HttpCode, Param, ParseIntPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ApiResponse } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { RemoveTeamMemberCommand } from './remove-team-member.command';

@Controller('team-members')
export class RemoveTeamMemberController {
  constructor(private readonly commands: CommandBus) {}

  /** 200; the member's sessions are ended at once. 409 for the company's primary user. */
  @Delete(':userId')
  @HttpCode(200)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('userId', ParseIntPipe) userId: number,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new RemoveTeamMemberCommand(principal, userId));
    return { data: null, message: 'Team member removed' };
  }
}
