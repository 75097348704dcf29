import { MAX_PROGRESS_TAGS_PER_RECOMMENDATION } from '@esg/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import { assertPlanInWork } from '../../domain/plan';
import { assertRecommendationOpen, type Recommendation } from '../../domain/recommendation';
import { AddProgressTagCommand } from './add-progress-tag.command';
@CommandHandler(AddProgressTagCommand)
export class AddProgressTagHandler implements ICommandHandler<AddProgressTagCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, recommendationId, request }: AddProgressTagCommand): Promise<RecommendationView> {
    return this.workspace.onRecommendation(caller, recommendationId, async (w) => {
      requireCapability(
        w.access.work || w.access.draft,
        'Only the portfolio company, the GP or the ES advisor may tag progress',
      );
      assertPlanInWork(w.plan);
      assertRecommendationOpen(w.rec);
      if (w.rec.progressTags.length >= MAX_PROGRESS_TAGS_PER_RECOMMENDATION)
        throw actionPlansError(
          'RECOMMENDATION.TOO_MANY_PROGRESS_TAGS',
          `A recommendation keeps at most ${MAX_PROGRESS_TAGS_PER_RECOMMENDATION} progress tags`,
        );
      const entry = { tag: request.tag, note: request.note ?? null, addedBy: w.actorId, addedAt: w.now };
      const next: Recommendation = {
        ...w.rec,
        progressTags: [...w.rec.progressTags, entry],
        updatedAt: w.now,
        version: w.rec.version + 1,
      };
      await w.tx.put(RECOMMENDATIONS, next);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.recommendation.progress-tag-added.v1',
          { ...w, rec: next },
          { tag: entry.tag, note: entry.note },
        ),
      ]);
      return this.workspace.presentWithCounts(w.tx, next, w.access);
    });
  }
}
