import { Controller, Delete, Param } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import { requireCapability, type Caller } from '../../application/access';
import { FileUploads } from '../../application/uploads';
import { PlanWorkspace } from '../../application/workspace';
import { assertRecommendationsEditable } from '../../domain/plan';
import { assertRecommendationOpen } from '../../domain/recommendation';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { deleteRecommendations } from '../delete-all-recommendations/delete-recommendations';

export class DeleteRecommendationCommand extends Command<{ id: number }> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
  ) {
    super();
  }
}

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

@Controller('action-plan-recommendations')
export class DeleteRecommendationController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @FailureMessage(ACTION_PLAN_ERRORS.deleteRecommendation)
  async delete(
    @Param('id', idPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<{ id: number }>> {
    return {
      data: await this.commands.execute(new DeleteRecommendationCommand(caller, id)),
      message: 'Recommendation deleted successfully',
    };
  }
}
