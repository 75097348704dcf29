import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { FileUploads } from '../../application/uploads';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertRecommendationsEditable, illegal } from '../../domain/plan';
import type { Recommendation } from '../../domain/recommendation';
import { DeleteAllRecommendationsCommand } from './delete-all-recommendations.command';
import { deleteRecommendations } from '../delete-recommendations/delete-recommendations';
@CommandHandler(DeleteAllRecommendationsCommand)
export class DeleteAllRecommendationsHandler implements ICommandHandler<DeleteAllRecommendationsCommand> {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly uploads: FileUploads,
  ) {}

  async execute({ caller, planId }: DeleteAllRecommendationsCommand): Promise<{ deleted: number }> {
    const { deleted, fileIds } = await this.workspace.onPlan(caller, planId, async (w) => {
      requireCapability(w.access.draft, "Only the GP or the plan's ES advisor may delete recommendations");
      assertRecommendationsEditable(w.plan, 'deleted');
      const recs = await w.tx.find<Recommendation>(RECOMMENDATIONS, { planId });
      if (recs.some((r) => r.status === 'signed-off'))
        throw illegal('Signed-off recommendations cannot be deleted');
      const result = await deleteRecommendations(this.workspace, w, recs);
      await w.tx.append(result.events);
      return { deleted: recs.length, fileIds: result.fileIds };
    });
    await this.uploads.discard(fileIds.map((fileId) => ({ fileId })));
    return { deleted };
  }
}
