import {
  ACTION_PLAN_ERRORS,
  signOffRecommendationRequestSchema,
  type ApiResponse,
  type SignOffRecommendationRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { SignOffRecommendationCommand } from './sign-off-recommendation.command';

@Controller('action-plan-recommendations')
export class SignOffRecommendationController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/sign-off')
  @Requires('action-plans.decide', 'sign off recommendations')
  @FailureMessage(ACTION_PLAN_ERRORS.signOffRecommendation)
  async signOff(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(signOffRecommendationRequestSchema)) body: SignOffRecommendationRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(new SignOffRecommendationCommand(caller, id, body)),
      message: 'Recommendation signed off successfully',
    };
  }
}
