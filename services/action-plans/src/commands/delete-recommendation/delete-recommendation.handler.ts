import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { FileUploads } from '../../application/uploads';
import { PlanWorkspace } from '../../application/workspace';
import { assertRecommendationsEditable } from '../../domain/plan';
import { assertRecommendationOpen } from '../../domain/recommendation';
import { deleteRecommendations } from '../delete-recommendations/delete-recommendations';
import { DeleteRecommendationCommand } from './delete-recommendation.command';
@CommandHandler(DeleteRecommendationCommand)
export class DeleteRecommendationHandler implements ICommandHandler<DeleteRecommendationCommand> {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly uploads: FileUploads,
  ) {}

  async execute({ caller, recommendationId }: DeleteRecommendationCommand): Promise<{ id: number }> {
    const fileIds = await this.workspace.onRecommendation(caller, recommendationId, async (w) => {
      requireCapability(w.access.draft, "Only the GP or the plan's ES advisor may delete recommendations");
      assertRecommendationsEditable(w.plan, 'deleted');
      assertRecommendationOpen(w.rec);
      const result = await deleteRecommendations(this.workspace, w, [w.rec]);
      await w.tx.append(result.events);
      return result.fileIds;
    });
    await this.uploads.discard(fileIds.map((fileId) => ({ fileId })));
    return { id: recommendationId };
  }
}
