import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { illegal, setPublished } from '../../domain/plan';
import { UpdatePublishStatusCommand } from './update-publish-status.command';
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
