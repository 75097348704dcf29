import {
  ACTION_PLAN_ERRORS,
  updateActionPlanRequestSchema,
  type ApiResponse,
  type UpdateActionPlanRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { UpdatePlanCommand } from './update-plan.command';
@Controller('action-plans')
export class UpdatePlanController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @Requires('action-plans.draft', 'edit action plans')
  @FailureMessage(ACTION_PLAN_ERRORS.update)
  async update(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(updateActionPlanRequestSchema)) body: UpdateActionPlanRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new UpdatePlanCommand(caller, id, body)),
      message: 'Action plan updated successfully',
    };
  }
}
