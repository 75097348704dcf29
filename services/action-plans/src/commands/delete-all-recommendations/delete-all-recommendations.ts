import { Controller, Delete, Param } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import { requireCapability, type Caller } from '../../application/access';
import { FileUploads } from '../../application/uploads';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertRecommendationsEditable, illegal } from '../../domain/plan';
import type { Recommendation } from '../../domain/recommendation';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { deleteRecommendations } from './delete-recommendations';

export class DeleteAllRecommendationsCommand extends Command<{ deleted: number }> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
  ) {
    super();
  }
}

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

@Controller('action-plans')
export class DeleteAllRecommendationsController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id/recommendations')
  @FailureMessage(ACTION_PLAN_ERRORS.deleteAllRecommendations)
  async deleteAll(
    @Param('id', idPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<{ deleted: number }>> {
    return {
      data: await this.commands.execute(new DeleteAllRecommendationsCommand(caller, id)),
      message: 'All recommendations deleted successfully',
    };
  }
}
