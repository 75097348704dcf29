import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { FileUploads } from '../../application/uploads';
import { PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertDeletable } from '../../domain/plan';
import type { Recommendation } from '../../domain/recommendation';
import { deleteRecommendations } from '../delete-recommendations/delete-recommendations';
import { DeletePlanCommand } from './delete-plan.command';
@CommandHandler(DeletePlanCommand)
export class DeletePlanHandler implements ICommandHandler<DeletePlanCommand> {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly uploads: FileUploads,
  ) {}

  async execute({ caller, planId }: DeletePlanCommand): Promise<{ id: number }> {
    const fileIds = await this.workspace.onPlan(caller, planId, async (w) => {
      requireCapability(w.access.decide, 'Only the GP may delete the action plan');
      assertDeletable(w.plan);
      const recs = await w.tx.find<Recommendation>(RECOMMENDATIONS, { planId });
      const planDeleted = await this.workspace.planEvent('action-plans.plan.deleted.v1', w, {
        title: w.plan.title,
        status: w.plan.status,
        recommendationIds: recs.map((r) => r.recommendationId),
      });
      const result = await deleteRecommendations(this.workspace, w, recs);
      await w.tx.delete(PLANS, w.plan.id);
      await w.tx.append([...result.events, planDeleted]);
      return result.fileIds;
    });
    await this.uploads.discard(fileIds.map((fileId) => ({ fileId })));
    return { id: planId };
  }
}
