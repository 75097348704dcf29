import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertPlanInWork, illegal } from '../../domain/plan';
import { assertRecommendationOpen, type Recommendation } from '../../domain/recommendation';
import { RateDeliverableCommand } from './rate-deliverable.command';
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
