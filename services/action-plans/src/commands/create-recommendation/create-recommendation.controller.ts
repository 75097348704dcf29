import {
  ACTION_PLAN_ERRORS,
  createRecommendationRequestSchema,
  type ApiResponse,
  type CreateRecommendationRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type RecommendationView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { CreateRecommendationCommand } from './create-recommendation.command';

@Controller('action-plan-recommendations')
export class CreateRecommendationController {
  constructor(private readonly commands: CommandBus) {}

  /** The SPA reads the first item of data. */
  @Post(':id')
  @Requires('action-plans.draft', 'add recommendations')
  @FailureMessage(ACTION_PLAN_ERRORS.createRecommendation)
  async create(
    @Param('id', new IdPipe()) planId: number,
    @Body(new ZodPipe(createRecommendationRequestSchema)) body: CreateRecommendationRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView[]>> {
    return {
      data: [await this.commands.execute(new CreateRecommendationCommand(caller, planId, body))],
      message: 'Recommendation created successfully',
    };
  }
}
