import { Body, Controller, Param, ParseIntPipe, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  changeMemberPermissionRequestSchema,
  type ApiResponse,
  type ChangeMemberPermissionRequest,
  type TeamMember,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { ChangeMemberPermissionCommand } from './change-member-permission.command';

@Controller('team-members')
export class ChangeMemberPermissionController {
  constructor(private readonly commands: CommandBus) {}

  /** { permission: null | Contributor | Coinvestor | Consultant } -> 200 the member; 409 ACCESS.LIMIT_REACHED for contributors. */
  @Patch(':userId')
  async change(
    @CurrentPrincipal() principal: Principal,
    @Param('userId', ParseIntPipe) userId: number,
    @Body(new ZodPipe(changeMemberPermissionRequestSchema)) body: ChangeMemberPermissionRequest,
  ): Promise<ApiResponse<TeamMember>> {
    return {
      data: await this.commands.execute(
        new ChangeMemberPermissionCommand(principal, userId, body.permission),
      ),
      message: 'Permission changed',
    };
  }
}
