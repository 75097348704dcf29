import { Body, Controller, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_SUCCESS,
  updateRecommendationStatusRequestSchema,
  type ApiResponse,
  type UpdateRecommendationStatusRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertPlanInWork } from '../../domain/plan';
import { changeStatus } from '../../domain/recommendation';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

/** The portfolio company works its recommendation; the GP may send a submitted one back. */
export class UpdateRecommendationStatusCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly request: UpdateRecommendationStatusRequest,
  ) {
    super();
  }
}

@CommandHandler(UpdateRecommendationStatusCommand)
export class UpdateRecommendationStatusHandler implements ICommandHandler<UpdateRecommendationStatusCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({
    caller,
    recommendationId,
    request,
  }: UpdateRecommendationStatusCommand): Promise<RecommendationView> {
    return this.workspace.onRecommendation(caller, recommendationId, async (w) => {
      requireCapability(
        w.access.work || w.access.decide,
        'Only the portfolio company (or the GP, to send it back) may change the status',
      );
      assertPlanInWork(w.plan);
      const next = changeStatus(w.rec, request.status, w.access.work ? 'pc' : 'investor', w.now);
      await w.tx.put(RECOMMENDATIONS, next);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.recommendation.status-changed.v1',
          { ...w, rec: next },
          { before: w.rec.status, after: next.status },
        ),
      ]);
      return this.workspace.presentWithCounts(w.tx, next, w.access);
    });
  }
}

@Controller('action-plan-recommendations')
export class UpdateRecommendationStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/update-status')
  @FailureMessage(ACTION_PLAN_ERRORS.recommendationStatus)
  async update(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(updateRecommendationStatusRequestSchema)) body: UpdateRecommendationStatusRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(new UpdateRecommendationStatusCommand(caller, id, body)),
      message: ACTION_PLAN_SUCCESS.status,
    };
  }
}
