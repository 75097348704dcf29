import { Body, Controller, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_SUCCESS,
  publishStatusRequestSchema,
  type ApiResponse,
  type PublishStatusRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { illegal, setPublished } from '../../domain/plan';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

export class UpdatePublishStatusCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
    readonly request: PublishStatusRequest,
  ) {
    super();
  }
}

@CommandHandler(UpdatePublishStatusCommand)
export class UpdatePublishStatusHandler implements ICommandHandler<UpdatePublishStatusCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, planId, request }: UpdatePublishStatusCommand): Promise<PlanView> {
    return this.workspace.onPlan(caller, planId, async (w) => {
      requireCapability(w.access.decide, 'Only the GP may publish or unpublish the action plan');
      const next = setPublished(w.plan, request.isPublished, w.now);
      if (request.isPublished && (await w.tx.count(RECOMMENDATIONS, { planId })) === 0)
        throw illegal('Add at least one recommendation before publishing');
      await w.tx.put(PLANS, next);
      const type = request.isPublished
        ? 'action-plans.plan.published.v1'
        : 'action-plans.plan.unpublished.v1';
      await w.tx.append([
        await this.workspace.planEvent(
          type,
          { ...w, plan: next },
          { title: next.title, before: w.plan.status, after: next.status, isPublished: next.isPublished },
        ),
      ]);
      return presentPlan(next);
    });
  }
}

@Controller('action-plans')
export class UpdatePublishStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/update-publish-status')
  @FailureMessage(ACTION_PLAN_ERRORS.publishStatus)
  async update(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(publishStatusRequestSchema)) body: PublishStatusRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new UpdatePublishStatusCommand(caller, id, body)),
      message: ACTION_PLAN_SUCCESS.status,
    };
  }
}
