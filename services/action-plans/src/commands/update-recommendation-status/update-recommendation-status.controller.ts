import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_SUCCESS,
  updateRecommendationStatusRequestSchema,
  type ApiResponse,
  type UpdateRecommendationStatusRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { UpdateRecommendationStatusCommand } from './update-recommendation-status.command';

@Controller('action-plan-recommendations')
export class UpdateRecommendationStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/update-status')
  @Requires('action-plans.change-status', 'change the status of recommendations')
  @FailureMessage(ACTION_PLAN_ERRORS.recommendationStatus)
  async update(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(updateRecommendationStatusRequestSchema)) body: UpdateRecommendationStatusRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(new UpdateRecommendationStatusCommand(caller, id, body)),
      message: ACTION_PLAN_SUCCESS.status,
    };
  }
}
