import { Controller, Delete, Param } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import { requireCapability, type Caller } from '../../application/access';
import { FileUploads } from '../../application/uploads';
import { PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertDeletable } from '../../domain/plan';
import type { Recommendation } from '../../domain/recommendation';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { deleteRecommendations } from '../delete-all-recommendations/delete-recommendations';

/** Deletes a plan with its recommendations (spec 4); a signed-off plan is kept as the record. */
export class DeletePlanCommand extends Command<{ id: number }> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
  ) {
    super();
  }
}

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

@Controller('action-plans')
export class DeletePlanController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @FailureMessage(ACTION_PLAN_ERRORS.deletePlan)
  async delete(
    @Param('id', idPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<{ id: number }>> {
    return {
      data: await this.commands.execute(new DeletePlanCommand(caller, id)),
      message: 'Action plan deleted successfully',
    };
  }
}
