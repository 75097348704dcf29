import {
  ACTION_PLAN_ERRORS,
  planUsersRequestSchema,
  type ApiResponse,
  type PlanUsersRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { ChangePlanUsersCommand } from './plan-users.command';

@Controller('action-plans')
export class PlanUsersController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/assign-users')
  @Requires('action-plans.draft', 'change the users of action plans')
  @HttpCode(200)
  @FailureMessage(ACTION_PLAN_ERRORS.assignUsers)
  async assign(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(planUsersRequestSchema)) body: PlanUsersRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new ChangePlanUsersCommand(caller, id, 'assign', body)),
      message: 'Users assigned successfully',
    };
  }

  @Delete(':id/remove-users')
  @Requires('action-plans.draft', 'change the users of action plans')
  @FailureMessage(ACTION_PLAN_ERRORS.removeUsers)
  async remove(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(planUsersRequestSchema)) body: PlanUsersRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new ChangePlanUsersCommand(caller, id, 'remove', body)),
      message: 'Users removed successfully',
    };
  }
}
