import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_SUCCESS,
  createActionPlanRequestSchema,
  type ApiResponse,
  type CreateActionPlanRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { CreatePlanCommand } from './create-plan.command';
@Controller('action-plans')
export class CreatePlanController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @Requires('action-plans.create', 'create action plans')
  @FailureMessage(ACTION_PLAN_ERRORS.create)
  async create(
    @Body(new ZodPipe(createActionPlanRequestSchema)) body: CreateActionPlanRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new CreatePlanCommand(caller, body)),
      message: ACTION_PLAN_SUCCESS.created,
    };
  }
}
