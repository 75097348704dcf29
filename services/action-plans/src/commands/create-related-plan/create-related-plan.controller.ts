import {
  ACTION_PLAN_ERRORS,
  createRelatedActionPlanRequestSchema,
  type ApiResponse,
  type CreateRelatedActionPlanRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Caller } from '../../application/access';
import { type PlanView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { CreateRelatedPlanCommand } from './create-related-plan.command';

@Controller('action-plans')
export class CreateRelatedPlanController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id')
  @Requires('action-plans.create', 'create action plans')
  @FailureMessage(ACTION_PLAN_ERRORS.createRelated)
  async create(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(createRelatedActionPlanRequestSchema)) body: CreateRelatedActionPlanRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new CreateRelatedPlanCommand(caller, id, body)),
      message: 'Related action plan created successfully',
    };
  }
}
