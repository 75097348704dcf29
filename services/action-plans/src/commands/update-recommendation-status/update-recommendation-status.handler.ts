import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertPlanInWork } from '../../domain/plan';
import { changeStatus } from '../../domain/recommendation';
import { UpdateRecommendationStatusCommand } from './update-recommendation-status.command';
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
