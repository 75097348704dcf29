import {
  ACTION_PLAN_ERRORS,
  deliverableRatingRequestSchema,
  type ApiResponse,
  type DeliverableRatingRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { RateDeliverableCommand } from './rate-deliverable.command';

@Controller('deliverables')
export class RateDeliverableController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/rating')
  @Requires('action-plans.draft', 'rate deliverables')
  @FailureMessage(ACTION_PLAN_ERRORS.deliverableRating)
  async rate(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(deliverableRatingRequestSchema)) body: DeliverableRatingRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(new RateDeliverableCommand(caller, id, body)),
      message: 'Deliverable rated successfully',
    };
  }
}
