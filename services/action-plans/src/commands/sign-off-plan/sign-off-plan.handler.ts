import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { signOffPlan } from '../../domain/plan';
import { SignOffPlanCommand } from './sign-off-plan.command';
@CommandHandler(SignOffPlanCommand)
export class SignOffPlanHandler implements ICommandHandler<SignOffPlanCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, planId, request }: SignOffPlanCommand): Promise<PlanView> {
    return this.workspace.onPlan(caller, planId, async (w) => {
      requireCapability(w.access.decide, 'Only the GP may sign off the action plan');
      const recommendations = await w.tx.count(RECOMMENDATIONS, { planId });
      const open = await w.tx.count(RECOMMENDATIONS, { planId, status: { ne: 'signed-off' } });
      const next = signOffPlan(
        w.plan,
        { by: w.actorId, message: request.signOffMessage, recommendations, openRecommendations: open },
        w.now,
      );
      await w.tx.put(PLANS, next);
      await w.tx.append([
        await this.workspace.planEvent(
          'action-plans.plan.signed-off.v1',
          { ...w, plan: next },
          { title: next.title, before: w.plan.status, signOffMessage: request.signOffMessage },
        ),
      ]);
      return presentPlan(next);
    });
  }
}
