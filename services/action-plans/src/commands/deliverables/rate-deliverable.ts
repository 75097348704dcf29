import { Body, Controller, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  deliverableRatingRequestSchema,
  type ApiResponse,
  type DeliverableRatingRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertPlanInWork, illegal } from '../../domain/plan';
import { assertRecommendationOpen, type Recommendation } from '../../domain/recommendation';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

/** The GP or the ES advisor rates a deliverable 1-5 once it has files. */
export class RateDeliverableCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly deliverableId: number,
    readonly request: DeliverableRatingRequest,
  ) {
    super();
  }
}

@CommandHandler(RateDeliverableCommand)
export class RateDeliverableHandler implements ICommandHandler<RateDeliverableCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, deliverableId, request }: RateDeliverableCommand): Promise<RecommendationView> {
    return this.workspace.onRecommendation(caller, deliverableId, async (w) => {
      requireCapability(w.access.draft, "Only the GP or the plan's ES advisor may rate deliverables");
      assertPlanInWork(w.plan);
      assertRecommendationOpen(w.rec);
      if (w.rec.deliverableFiles.length === 0) throw illegal('A deliverable without files cannot be rated');
      const next: Recommendation = {
        ...w.rec,
        deliverableRating: request.rating,
        deliverableRatedBy: w.actorId,
        updatedAt: w.now,
        version: w.rec.version + 1,
      };
      await w.tx.put(RECOMMENDATIONS, next);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.deliverable.rated.v1',
          { ...w, rec: next },
          { deliverableId, before: w.rec.deliverableRating, after: request.rating },
        ),
      ]);
      return this.workspace.presentWithCounts(w.tx, next, w.access);
    });
  }
}

@Controller('deliverables')
export class RateDeliverableController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/rating')
  @FailureMessage(ACTION_PLAN_ERRORS.deliverableRating)
  async rate(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(deliverableRatingRequestSchema)) body: DeliverableRatingRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(new RateDeliverableCommand(caller, id, body)),
      message: 'Deliverable rated successfully',
    };
  }
}
