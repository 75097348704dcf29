import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertPlanOpen } from '../../domain/plan';
import { assertRecommendationOpen, type Recommendation } from '../../domain/recommendation';
import { ChangeDueDateCommand } from './change-due-date.command';

@CommandHandler(ChangeDueDateCommand)
export class ChangeDueDateHandler implements ICommandHandler<ChangeDueDateCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({
    caller,
    recommendationId,
    dueDate,
    changeRequestId,
    tx,
    causationId,
  }: ChangeDueDateCommand): Promise<Recommendation> {
    return this.workspace.onRecommendation(
      caller,
      recommendationId,
      async (w) => {
        assertPlanOpen(w.plan);
        assertRecommendationOpen(w.rec);
        const next: Recommendation = { ...w.rec, dueDate, updatedAt: w.now, version: w.rec.version + 1 };
        await w.tx.put(RECOMMENDATIONS, next);
        await w.tx.append([
          await this.workspace.recommendationEvent(
            'action-plans.recommendation.due-date-changed.v1',
            { ...w, rec: next },
            { before: w.rec.dueDate, after: dueDate, changeRequestId },
            { causationId },
          ),
        ]);
        return next;
      },
      tx,
    );
  }
}
