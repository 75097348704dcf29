import {
  ACTION_PLAN_ERRORS,
  updateRecommendationRequestSchema,
  type ApiResponse,
  type UpdateRecommendationRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { UpdateRecommendationCommand } from './update-recommendation.command';
@Controller('action-plan-recommendations')
export class UpdateRecommendationController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @Requires('action-plans.draft', 'edit recommendations')
  @FailureMessage(ACTION_PLAN_ERRORS.updateRecommendation)
  async update(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(updateRecommendationRequestSchema)) body: UpdateRecommendationRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(new UpdateRecommendationCommand(caller, id, body)),
      message: 'Recommendation updated successfully',
    };
  }
}
