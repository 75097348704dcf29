import {
  ACTION_PLAN_ERRORS,
  signOffPlanRequestSchema,
  type ApiResponse,
  type SignOffPlanRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { SignOffPlanCommand } from './sign-off-plan.command';

@Controller('action-plans')
export class SignOffPlanController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/sign-off')
  @Requires('action-plans.decide', 'sign off action plans')
  @FailureMessage(ACTION_PLAN_ERRORS.signOffPlan)
  async signOff(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(signOffPlanRequestSchema)) body: SignOffPlanRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new SignOffPlanCommand(caller, id, body)),
      message: 'Action plan signed off successfully',
    };
  }
}
