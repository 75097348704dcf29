import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertPlanInWork } from '../../domain/plan';
import { signOffRecommendation } from '../../domain/recommendation';
import { SignOffRecommendationCommand } from './sign-off-recommendation.command';
@CommandHandler(SignOffRecommendationCommand)
export class SignOffRecommendationHandler implements ICommandHandler<SignOffRecommendationCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({
    caller,
    recommendationId,
    request,
  }: SignOffRecommendationCommand): Promise<RecommendationView> {
    return this.workspace.onRecommendation(caller, recommendationId, async (w) => {
      requireCapability(w.access.decide, 'Only the GP may sign off a recommendation');
      assertPlanInWork(w.plan);
      const message = request.signOffMessage || null;
      const next = signOffRecommendation(w.rec, w.actorId, message, w.now);
      await w.tx.put(RECOMMENDATIONS, next);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.recommendation.signed-off.v1',
          { ...w, rec: next },
          { before: w.rec.status, signOffMessage: message },
        ),
      ]);
      return this.workspace.presentWithCounts(w.tx, next, w.access);
    });
  }
}
